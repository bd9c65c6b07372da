import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { employerLiabilityProduct } from '../families/employer';

export default employerLiabilityProduct({
  code: 'dbyygzzrx',
  name: t('医药行业雇主责任保险', "Pharmaceutical Employer's Liability Insurance"),
  insurer: 'dongbao',
  saleText: t('为医药生产、流通企业转嫁员工工伤赔偿责任，含职业病保障。', "Transfers work-injury liability of drug makers and distributors, occupational disease included."),
  tags: [t('医药行业', 'Pharma'), t('含职业病', 'Occupational disease'), t('1-4类职业', 'Classes 1-4')],
  highlights: [
    t('每人死亡伤残限额50万-100万元。', 'Death and disability limit CNY 500,000-1,000,000 per employee.'),
    t('扩展承保职业病，覆盖医药生产常见职业病目录。', 'Extends to the occupational diseases common in pharmaceutical production.'),
  ],
  levels: ['1', '2', '3', '4'],
  levelOneRate: 0.0006,
  minimumPremiumPerPersonFen: yuan(150),
  plans: [
    { planCode: 'L50', planName: t('50万限额', 'CNY 500k limit'), limitFen: wan(50), medicalFen: wan(5), wagesFen: wan(1) },
    { planCode: 'L100', planName: t('100万限额', 'CNY 1m limit'), limitFen: wan(100), medicalFen: wan(10), wagesFen: wan(2) },
  ],
});
