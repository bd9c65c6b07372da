import { t } from '../../../domain/catalog';
import { STOPPED_FROM_SALE, wan, yuan } from '../families/common';
import { employerLiabilityProduct } from '../families/employer';

export default employerLiabilityProduct({
  code: 'hagzzrx',
  name: t('华岸雇主责任保险', "Huaan Coast Employer's Liability"),
  insurer: 'huaan',
  saleText: t('通用雇主责任保险。', "General employer's liability."),
  ...STOPPED_FROM_SALE,
  levels: ['1', '2', '3', '4'],
  levelOneRate: 0.0005,
  minimumPremiumPerPersonFen: yuan(100),
  plans: [{ planCode: 'basic', planName: t('基本计划', 'Basic plan'), limitFen: wan(50), medicalFen: wan(5) }],
});
