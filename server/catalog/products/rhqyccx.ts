import { t } from '../../../domain/catalog';
import { yuan } from '../families/common';
import { groupPropertyProduct } from '../families/group-property';
import { PROPERTY_DUTIES } from '../families/property-duties';

// Sold only through the entry page: no detail page (portal-spec 2.1).
export default groupPropertyProduct({
  code: 'rhqyccx',
  name: t('企业财产基本险', 'Business Property Basic Cover'),
  insurer: 'ruihe',
  saleText: t('企业固定资产基本险，费率低、投保快。', 'Basic cover for fixed assets: low rate, quick to buy.'),
  tags: [t('基本险', 'Basic cover')],
  highlights: [t('企业固定资产基本险，费率低、投保快。', 'Basic cover for fixed assets: low rate, quick to buy.')],
  plans: [{ planCode: 'basic', planName: t('基本计划', 'Basic plan'), minimumPremiumFen: yuan(200), duties: [PROPERTY_DUTIES.equipment] }],
  flags: { noDetailPage: true },
});
