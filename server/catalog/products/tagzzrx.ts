import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { employerLiabilityProduct } from '../families/employer';

export default employerLiabilityProduct({
  code: 'tagzzrx',
  name: t('泰安雇主责任保险', "Tai'an Employer's Liability Insurance"),
  insurer: 'taian',
  saleText: t('制造、物流企业雇主责任保障，1-5类职业。', "Employer's liability for manufacturers and logistics firms, classes 1-5."),
  tags: [t('制造物流', 'Manufacturing & logistics'), t('1-5类职业', 'Classes 1-5')],
  highlights: [t('死亡伤残限额40万-80万元，含误工费。', 'Death and disability CNY 400,000-800,000 with lost wages.')],
  levels: ['1', '2', '3', '4', '5'],
  levelOneRate: 0.00055,
  minimumPremiumPerPersonFen: yuan(130),
  plans: [
    { planCode: 'T40', planName: t('40万限额', 'CNY 400k limit'), limitFen: wan(40), medicalFen: wan(4), wagesFen: wan(1) },
    { planCode: 'T80', planName: t('80万限额', 'CNY 800k limit'), limitFen: wan(80), medicalFen: wan(8), wagesFen: wan(2) },
  ],
});
