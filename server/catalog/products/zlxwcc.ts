import { t } from '../../../domain/catalog';
import { yuan } from '../families/common';
import { groupPropertyProduct } from '../families/group-property';
import { PROPERTY_DUTIES } from '../families/property-duties';

// Sold only through the entry page: no detail page (portal-spec 2.1).
export default groupPropertyProduct({
  code: 'zlxwcc',
  name: t('小微商户财产保险', 'Small Merchant Property Insurance'),
  insurer: 'zhongli',
  saleText: t('个体工商户门店财产及公众责任保障。', 'Shop property and public liability for sole traders.'),
  tags: [t('个体工商户', 'Sole traders')],
  highlights: [t('个体工商户门店财产及公众责任保障。', 'Shop property and public liability for sole traders.')],
  plans: [{ planCode: 'basic', planName: t('基本计划', 'Basic plan'), minimumPremiumFen: yuan(150), duties: [PROPERTY_DUTIES.stock, PROPERTY_DUTIES.liability] }],
  flags: { noDetailPage: true },
});
