import { t } from '../../../domain/catalog';
import { STOPPED_FROM_SALE, wan, yuan } from '../families/common';
import { employerLiabilityProduct } from '../families/employer';

export default employerLiabilityProduct({
  code: 'yzzxgz',
  name: t('益众装修行业雇主责任险', "Yizhong Interior-Fitting Employer's Liability"),
  insurer: 'yizhong',
  saleText: t('装修企业雇主责任保险。', "Employer's liability for interior-fitting firms."),
  ...STOPPED_FROM_SALE,
  levels: ['3', '4', '5'],
  levelOneRate: 0.0009,
  minimumPremiumPerPersonFen: yuan(100),
  plans: [{ planCode: 'basic', planName: t('基本计划', 'Basic plan'), limitFen: wan(40), medicalFen: wan(4) }],
});
