import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { SCHENGEN_DESTINATION, type TravelCover, travelProduct } from '../families/travel';
import { TRAVEL_AGES } from '../families/travel-ages';

const COVER: TravelCover = { medicalFen: wan(40), evacuationFen: wan(40), repatriationFen: wan(5), deathFen: wan(30), delayFen: yuan(600), baggageFen: yuan(2000) };

export default travelProduct({
  code: 'hoschengen',
  name: t('申根安心旅行保险', 'Schengen Peace-of-Mind Travel Insurance'),
  insurer: 'huaou',
  saleText: t('中外合资保险公司承保，单次及年度计划可选，950610全天候服务。', 'From a joint-venture insurer: single-trip or annual plans, 950610 around the clock.'),
  tags: [t('申根签证', 'Schengen visa'), t('950610', '950610'), t('年度可选', 'Annual option')],
  highlights: [t('单次计划出生满60天至90周岁均可投保。', 'Single-trip plan from 60 days to 90 years old.'), t('年度计划每次旅行最长365或366天。', 'Annual plans cover trips of up to 365 or 366 days.')],
  ageRule: TRAVEL_AGES.upTo90,
  destination: SCHENGEN_DESTINATION,
  plans: [
    { planCode: 'single', planName: t('单次计划', 'Single trip'), tripType: 'single', maxTripDays: 366, schengen: true, adultYuan: 78, cover: COVER },
    { planCode: 'annual365', planName: t('年度365天计划', 'Annual 365'), tripType: 'annual', maxTripDays: 365, schengen: true, ageRule: TRAVEL_AGES.upTo60, adultYuan: 1280, cover: COVER },
    { planCode: 'annual366', planName: t('年度366天计划', 'Annual 366'), tripType: 'annual', maxTripDays: 366, schengen: true, ageRule: TRAVEL_AGES.upTo60, adultYuan: 1380, cover: COVER },
  ],
});
