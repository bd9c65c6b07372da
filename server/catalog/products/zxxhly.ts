import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { travelProduct } from '../families/travel';
import { TRAVEL_AGES } from '../families/travel-ages';

export default travelProduct({
  code: 'zxxhly',
  name: t('相互保境外旅行保障计划', 'Mutual Overseas Travel Protection'),
  insurer: 'zhongxin',
  saleText: t('相互保险社会员制保障，单次及年度计划每次旅行最长90天，理赔中心设于上海。', 'Member-owned cover: single and annual plans, trips of up to 90 days, claims centre in Shanghai.'),
  tags: [t('相互保险', 'Mutual'), t('每次90天', '90 days a trip')],
  highlights: [t('会员共担风险，多省设有分支机构。', 'Members share the risk; branches in many provinces.'), t('理赔中心位于上海。', 'Claims centre in Shanghai.')],
  ageRule: TRAVEL_AGES.mutual,
  destination: t('全球（不含制裁及除外国家）', 'Worldwide (except sanctioned and excluded countries)'),
  plans: [
    { planCode: 'single90', planName: t('单次计划', 'Single trip'), tripType: 'single', maxTripDays: 90, adultYuan: 50, cover: { medicalFen: wan(30), evacuationFen: wan(30), deathFen: wan(20), delayFen: yuan(500) } },
    { planCode: 'annual90', planName: t('年度计划', 'Annual'), tripType: 'annual', maxTripDays: 90, adultYuan: 720, cover: { medicalFen: wan(30), evacuationFen: wan(30), deathFen: wan(20), delayFen: yuan(500) } },
  ],
});
