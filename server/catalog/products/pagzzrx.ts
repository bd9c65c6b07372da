import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { employerLiabilityProduct } from '../families/employer';

export default employerLiabilityProduct({
  code: 'pagzzrx',
  name: t('平和雇主责任保险', "Pinghe Employer's Liability Insurance"),
  insurer: 'pinghe',
  saleText: t('商贸、服务业雇主责任保障，3人起保。', "Employer's liability for trade and services, from 3 employees."),
  tags: [t('商贸服务', 'Trade & services'), t('3人起保', 'From 3 people')],
  highlights: [t('死亡伤残限额30万-60万元。', 'Death and disability CNY 300,000-600,000.')],
  levels: ['1', '2', '3'],
  levelOneRate: 0.0005,
  minimumPremiumPerPersonFen: yuan(100),
  plans: [
    { planCode: 'P30', planName: t('30万限额', 'CNY 300k limit'), limitFen: wan(30), medicalFen: wan(3) },
    { planCode: 'P60', planName: t('60万限额', 'CNY 600k limit'), limitFen: wan(60), medicalFen: wan(6), wagesFen: wan(1) },
  ],
});
