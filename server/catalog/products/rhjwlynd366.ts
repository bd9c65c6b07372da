import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { SCHENGEN_DESTINATION, travelProduct } from '../families/travel';
import { TRAVEL_AGES } from '../families/travel-ages';

export default travelProduct({
  code: 'rhjwlynd366',
  name: t('境外旅行签证保险（年度366天版）', 'Overseas Travel Visa Insurance (annual, 366 days)'),
  insurer: 'ruihe',
  saleText: t('常驻境外的全职员工全年保障，单次旅行最长366天。', 'A full year abroad for full-time employees: a single trip of up to 366 days.'),
  tags: [t('全年常驻', 'Year abroad'), t('1-2类职业', 'Classes 1-2')],
  highlights: [
    t('单次旅行最长366天，适合外派员工。', 'One trip of up to 366 days, for posted employees.'),
    t('保单生效超过180天后退保不退还保费。', 'No refund on surrender once the policy has run more than 180 days.'),
  ],
  ageRule: TRAVEL_AGES.visaAnnual366,
  destination: SCHENGEN_DESTINATION,
  extraNotes: [t('本计划保单生效满180天后退保，不退还保险费。', 'Surrender after the policy has run 180 days refunds nothing.')],
  plans: [
    { planCode: 'platinum366', planName: t('铂金年度366天计划', 'Platinum annual 366'), tripType: 'annual', maxTripDays: 366, schengen: true, nonRefundableAfterDays: 180, adultYuan: 2680, cover: { medicalFen: wan(100), evacuationFen: wan(100), deathFen: wan(50), baggageFen: yuan(3000), liabilityFen: wan(50) } },
  ],
});
