import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { SCHENGEN_DESTINATION, travelProduct } from '../families/travel';
import { TRAVEL_AGES } from '../families/travel-ages';

export default travelProduct({
  code: 'rhjwlynd',
  name: t('境外旅行签证保险（年度182天版）', 'Overseas Travel Visa Insurance (annual, 182 days)'),
  insurer: 'ruihe',
  saleText: t('一年内多次出境，每次最长182天，珍珠、翡翠、铂金三档年度计划。', 'Many trips in a year, up to 182 days each: Pearl, Jade and Platinum annual plans.'),
  tags: [t('年度多次往返', 'Annual multi-trip'), t('每次182天', '182 days a trip')],
  highlights: [
    t('一年内不限出行次数，每次旅行最长182天。', 'Any number of trips in a year, each up to 182 days.'),
    t('满足申根签证保额要求。', 'Meets the Schengen cover requirement.'),
  ],
  ageRule: TRAVEL_AGES.visaTiers,
  destination: SCHENGEN_DESTINATION,
  plans: [
    { planCode: 'pearl182', planName: t('珍珠年度计划', 'Pearl annual'), tripType: 'annual', maxTripDays: 182, schengen: true, adultYuan: 680, cover: { medicalFen: wan(30), evacuationFen: wan(30), deathFen: wan(10) } },
    { planCode: 'jade182', planName: t('翡翠年度计划', 'Jade annual'), tripType: 'annual', maxTripDays: 182, schengen: true, adultYuan: 980, cover: { medicalFen: wan(50), evacuationFen: wan(50), deathFen: wan(30), delayFen: yuan(600) } },
    { planCode: 'platinum182', planName: t('铂金年度计划', 'Platinum annual'), tripType: 'annual', maxTripDays: 182, schengen: true, adultYuan: 1580, cover: { medicalFen: wan(100), evacuationFen: wan(100), deathFen: wan(50), delayFen: yuan(1000), baggageFen: yuan(3000) } },
  ],
});
