import { t } from '../../../domain/catalog';
import { STOPPED_FROM_SALE, yuan } from '../families/common';
import { groupPropertyProduct } from '../families/group-property';
import { PROPERTY_DUTIES } from '../families/property-duties';

export default groupPropertyProduct({
  code: 'hajgyqx',
  name: t('建筑工程一切险', "Contractors' All Risks"),
  insurer: 'huaan',
  saleText: t('在建工程物质损失及第三者责任。', 'Works under construction and third-party liability.'),
  ...STOPPED_FROM_SALE,
  plans: [{ planCode: 'basic', planName: t('基本计划', 'Basic plan'), minimumPremiumFen: yuan(500), duties: [PROPERTY_DUTIES.equipment, PROPERTY_DUTIES.liability] }],
});
