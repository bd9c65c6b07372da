import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { employerLiabilityProduct } from '../families/employer';

export default employerLiabilityProduct({
  code: 'guofu',
  name: t('国孚安心雇主责任保险', "Guofu Peace-of-Mind Employer's Liability"),
  insurer: 'guofu',
  saleText: t('1-6类职业全覆盖的雇主责任保险，支持团体核保及批量导入。', "Employer's liability for all six classes, with group underwriting and bulk upload."),
  tags: [t('1-6类职业', 'Classes 1-6'), t('团体核保', 'Group underwriting')],
  highlights: [
    t('死亡伤残限额30万-80万元。', 'Death and disability limits CNY 300,000-800,000.'),
    t('50人以上可申请团体核保。', 'Group underwriting for 50 or more employees.'),
  ],
  levels: ['1', '2', '3', '4', '5', '6'],
  levelOneRate: 0.0005,
  minimumPremiumPerPersonFen: yuan(120),
  plans: [
    { planCode: 'G30', planName: t('30万限额', 'CNY 300k limit'), limitFen: wan(30), medicalFen: wan(3) },
    { planCode: 'G50', planName: t('50万限额', 'CNY 500k limit'), limitFen: wan(50), medicalFen: wan(5), wagesFen: wan(1) },
    { planCode: 'G80', planName: t('80万限额', 'CNY 800k limit'), limitFen: wan(80), medicalFen: wan(8), wagesFen: wan(2) },
  ],
});
