import { t } from '../../../domain/catalog';
import { STOPPED_FROM_SALE, yuan } from '../families/common';
import { groupPropertyProduct } from '../families/group-property';
import { PROPERTY_DUTIES } from '../families/property-duties';

export default groupPropertyProduct({
  code: 'haspaqzr',
  name: t('食品安全责任保险', 'Food Safety Liability Insurance'),
  insurer: 'huaan',
  saleText: t('食品生产经营者食品安全事故责任保障。', 'Liability of food businesses for food-safety incidents.'),
  ...STOPPED_FROM_SALE,
  plans: [{ planCode: 'basic', planName: t('基本计划', 'Basic plan'), minimumPremiumFen: yuan(500), duties: [PROPERTY_DUTIES.liability] }],
});
