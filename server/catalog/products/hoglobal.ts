import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { travelProduct } from '../families/travel';
import { TRAVEL_AGES } from '../families/travel-ages';

export default travelProduct({
  code: 'hoglobal',
  name: t('全球旅行保险', 'Global Travel Insurance'),
  insurer: 'huaou',
  saleText: t('全球旅行综合保障，医疗最高442万元，76万+合作医院网络。', 'Worldwide travel cover: medical up to CNY 4.42 million, 760,000+ partner hospitals.'),
  tags: [t('全球通用', 'Worldwide'), t('76万+医院', '760k+ hospitals')],
  highlights: [t('精英计划境外医疗最高442万元。', 'Elite plan: medical abroad up to CNY 4.42 million.'), t('全球76万余家合作医疗机构。', 'More than 760,000 partner providers worldwide.')],
  ageRule: TRAVEL_AGES.upTo90,
  destination: t('全球（不含制裁及除外国家）', 'Worldwide (except sanctioned and excluded countries)'),
  extraNotes: [t('既往心脑血管疾病、高血压、糖尿病相关的索赔不予赔付。', 'Claims related to pre-existing cardio-cerebrovascular disease, hypertension or diabetes are excluded.')],
  plans: [
    { planCode: 'classic', planName: t('经典计划', 'Classic'), tripType: 'single', maxTripDays: 366, adultYuan: 98, cover: { medicalFen: wan(100), evacuationFen: wan(100), deathFen: wan(50), delayFen: yuan(800), baggageFen: yuan(2500) } },
    { planCode: 'elite', planName: t('精英计划', 'Elite'), tripType: 'single', maxTripDays: 366, seniorCoverReduction: 'death-disability-medical', adultYuan: 220, designatedBeneficiaries: true, cover: { medicalFen: 442_000_000, evacuationFen: wan(200), deathFen: wan(100), delayFen: yuan(1500), baggageFen: yuan(5000), liabilityFen: wan(100) } },
  ],
});
