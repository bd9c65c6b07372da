import { t } from '../../../domain/catalog';
import { yuan } from '../families/common';
import { groupPropertyProduct } from '../families/group-property';
import { PROPERTY_DUTIES } from '../families/property-duties';

// Sold only through the entry page: no detail page (portal-spec 2.1).
export default groupPropertyProduct({
  code: 'tacczhx',
  name: t('财产综合保险', 'Property Package'),
  insurer: 'taian',
  saleText: t('企业财产火灾、自然灾害及意外事故保障。', 'Business property against fire, natural disasters and accidents.'),
  tags: [t('企业财产', 'Business property')],
  highlights: [t('企业财产火灾、自然灾害及意外事故保障。', 'Business property against fire, natural disasters and accidents.')],
  plans: [{ planCode: 'basic', planName: t('基本计划', 'Basic plan'), minimumPremiumFen: yuan(300), duties: [PROPERTY_DUTIES.equipment, PROPERTY_DUTIES.stock] }],
  flags: { noDetailPage: true },
});
