import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { employerLiabilityProduct } from '../families/employer';

export default employerLiabilityProduct({
  code: 'ZLWQZA',
  name: t('外勤人员综合意外保险', 'Field Staff Comprehensive Accident Insurance'),
  insurer: 'zhongli',
  saleText: t('快递、外卖、上门服务等外勤人员按月投保，随用随保。', 'Monthly cover for couriers, delivery riders and home-service staff.'),
  tags: [t('按月投保', 'Monthly'), t('外勤人员', 'Field staff'), t('随用随保', 'Start any day')],
  highlights: [
    t('按月计费，最长12个月，适合灵活用工。', 'Charged by the month up to 12 months, made for flexible staffing.'),
    t('承保1-4类外勤职业，含快递员、外卖配送员。', 'Field occupations of classes 1-4, couriers and delivery riders included.'),
  ],
  levels: ['1', '2', '3', '4'],
  levelOneRate: 0.00005,
  minimumPremiumPerPersonFen: yuan(15),
  monthlyUpTo: 12,
  minInsured: 1,
  plans: [
    { planCode: 'WQ30', planName: t('外勤30万', 'Field CNY 300k'), limitFen: wan(30), medicalFen: wan(2) },
    { planCode: 'WQ60', planName: t('外勤60万', 'Field CNY 600k'), limitFen: wan(60), medicalFen: wan(5) },
  ],
});
