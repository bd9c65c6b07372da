import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { travelProduct } from '../families/travel';

export default travelProduct({
  code: 'tasw',
  name: t('商旅无忧境外差旅保险', 'Business Travel Abroad Insurance'),
  insurer: 'taian',
  saleText: t('企业员工境外出差保障，单次及年度183天计划，企业统一投保开票。', 'Cover for staff on business abroad: single or annual 183-day plans, bought and invoiced by the company.'),
  tags: [t('商务差旅', 'Business travel'), t('企业投保', 'Company applicant')],
  highlights: [t('年度计划每次出差最长183天。', 'Annual plan: each trip up to 183 days.'), t('含个人责任及行李保障。', 'Personal liability and baggage included.')],
  ageRule: { minYears: 18, maxYears: 70 },
  destination: t('全球（不含制裁及除外国家）', 'Worldwide (except sanctioned and excluded countries)'),
  plans: [
    { planCode: 'trip', planName: t('单次出差计划', 'Single business trip'), tripType: 'single', maxTripDays: 183, adultYuan: 88, cover: { medicalFen: wan(50), evacuationFen: wan(50), deathFen: wan(50), baggageFen: yuan(3000), liabilityFen: wan(30) } },
    { planCode: 'annual183', planName: t('年度出差计划', 'Annual business travel'), tripType: 'annual', maxTripDays: 183, adultYuan: 1480, cover: { medicalFen: wan(50), evacuationFen: wan(50), deathFen: wan(50), baggageFen: yuan(3000), liabilityFen: wan(30) } },
  ],
});
