import { t } from '../../../domain/catalog';
import { STOPPED_FROM_SALE, wan, yuan } from '../families/common';
import { employerLiabilityProduct } from '../families/employer';

export default employerLiabilityProduct({
  code: 'mrmfgz',
  name: t('美瑞美容美发行业雇主责任险', "Meirui Beauty Salon Employer's Liability"),
  insurer: 'meirui',
  saleText: t('美容美发门店雇主责任保险。', "Employer's liability for beauty and hair salons."),
  ...STOPPED_FROM_SALE,
  levels: ['1', '2'],
  levelOneRate: 0.0004,
  minimumPremiumPerPersonFen: yuan(100),
  plans: [{ planCode: 'basic', planName: t('基本计划', 'Basic plan'), limitFen: wan(20), medicalFen: wan(2) }],
});
