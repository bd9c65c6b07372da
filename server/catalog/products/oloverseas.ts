import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { travelProduct } from '../families/travel';
import { TRAVEL_AGES } from '../families/travel-ages';

export default travelProduct({
  code: 'oloverseas',
  name: t('境外旅行保险（线上版）', 'Overseas Travel Insurance (online)'),
  insurer: 'ruihe',
  saleText: t('出境游、探亲、商务出行线上即买即保，另有183天年度计划。', 'Holidays, family visits or business: buy online, with a 183-day annual plan too.'),
  tags: [t('线上投保', 'Online'), t('年度183天', 'Annual 183')],
  highlights: [t('单次计划出生满60天至60周岁。', 'Single trips from 60 days to 60 years.'), t('年度183天计划可保至90周岁。', 'The annual 183-day plan goes up to 90.')],
  ageRule: TRAVEL_AGES.upTo60,
  destination: t('全球（不含制裁及除外国家）', 'Worldwide (except sanctioned and excluded countries)'),
  plans: [
    { planCode: 'single', planName: t('单次旅行计划', 'Single trip'), tripType: 'single', maxTripDays: 366, adultYuan: 48, cover: { medicalFen: wan(30), evacuationFen: wan(30), deathFen: wan(20), baggageFen: yuan(1000) } },
    { planCode: 'annual183', planName: t('年度183天计划', 'Annual 183'), tripType: 'annual', maxTripDays: 183, ageRule: TRAVEL_AGES.upTo90, adultYuan: 880, cover: { medicalFen: wan(50), evacuationFen: wan(50), deathFen: wan(30) } },
  ],
  flags: { lastNoticeCountdownSeconds: 10 },
});
