import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { type TravelCover, type TravelPlanInput, travelProduct } from '../families/travel';
import { TRAVEL_AGES } from '../families/travel-ages';

const TIERS = [
  { code: 'economic', name: t('经济型', 'Economic'), adultYuan: 70, cover: { medicalFen: wan(30), evacuationFen: wan(30), deathFen: wan(10), visaRefusalFen: yuan(1000) } },
  { code: 'advance', name: t('进阶型', 'Advance'), adultYuan: 115, cover: { medicalFen: wan(60), evacuationFen: wan(60), deathFen: wan(30), visaRefusalFen: yuan(2000), delayFen: yuan(600) } },
  { code: 'premium', name: t('尊贵型', 'Premium'), adultYuan: 190, cover: { medicalFen: wan(100), evacuationFen: wan(100), deathFen: wan(50), visaRefusalFen: yuan(3000), delayFen: yuan(1000), baggageFen: yuan(3000) } },
] satisfies { code: string; name: ReturnType<typeof t>; adultYuan: number; cover: TravelCover }[];

// Each tier with and without Covid-19 medical cover; the Covid cover adds 15% to the demo premium.
// A bank plan: at most 90 days per trip (storefront-spec 9).
const plans: TravelPlanInput[] = TIERS.flatMap((tier) => [
  { planCode: tier.code, planName: tier.name, tripType: 'single', maxTripDays: 90, adultYuan: tier.adultYuan, cover: tier.cover },
  {
    planCode: `${tier.code}Covid`,
    planName: t(`${tier.name.zh}（含新冠保障）`, `${tier.name.en} with Covid cover`),
    tripType: 'single',
    maxTripDays: 90,
    adultYuan: Math.round(tier.adultYuan * 1.15),
    cover: { ...tier.cover, covidMedicalFen: tier.cover.medicalFen / 2 },
  },
]);

export default travelProduct({
  code: 'hyglobal',
  name: t('全球旅行保险（含拒签保障）', 'Global Travel Insurance with Visa Refusal'),
  insurer: 'huiyin',
  saleText: t('经济型、进阶型、尊贵型三档，可选新冠医疗保障，拒签可获签证费补偿。', 'Economic, Advance or Premium, Covid medical optional; visa fees repaid on refusal.'),
  tags: [t('拒签保障', 'Visa refusal'), t('可选新冠保障', 'Covid optional')],
  highlights: [
    t('签证被拒签时补偿签证费用。', 'Visa fees repaid if the visa is refused.'),
    t('可选含新冠肺炎境外医疗保障的计划。', 'Plans with Covid-19 medical cover abroad.'),
  ],
  ageRule: TRAVEL_AGES.bank,
  destination: t('全球（不含制裁及除外国家）', 'Worldwide (except sanctioned and excluded countries)'),
  extraNotes: [t('既往心脑血管疾病、高血压、糖尿病相关的索赔不予赔付。', 'Claims related to pre-existing cardio-cerebrovascular disease, hypertension or diabetes are excluded.')],
  plans,
});
