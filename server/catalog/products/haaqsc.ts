import { t } from '../../../domain/catalog';
import { STOPPED_FROM_SALE, yuan } from '../families/common';
import { groupPropertyProduct } from '../families/group-property';
import { PROPERTY_DUTIES } from '../families/property-duties';

export default groupPropertyProduct({
  code: 'haaqsc',
  name: t('安全生产责任保险', 'Work Safety Liability Insurance'),
  insurer: 'huaan',
  saleText: t('生产经营单位安全生产事故责任保障。', 'Liability of businesses for work-safety accidents.'),
  ...STOPPED_FROM_SALE,
  plans: [{ planCode: 'basic', planName: t('基本计划', 'Basic plan'), minimumPremiumFen: yuan(500), duties: [PROPERTY_DUTIES.liability] }],
});
