import { t } from '../../../domain/catalog';
import { STOPPED_FROM_SALE, wan, yuan } from '../families/common';
import { employerLiabilityProduct } from '../families/employer';

export default employerLiabilityProduct({
  code: 'ytgzzr',
  name: t('永通雇主责任保险', "Yongtong Employer's Liability"),
  insurer: 'yongtong',
  saleText: t('中小企业雇主责任保险。', "Employer's liability for small firms."),
  ...STOPPED_FROM_SALE,
  levels: ['1', '2', '3'],
  levelOneRate: 0.00045,
  minimumPremiumPerPersonFen: yuan(100),
  plans: [{ planCode: 'basic', planName: t('基本计划', 'Basic plan'), limitFen: wan(30), medicalFen: wan(3) }],
});
