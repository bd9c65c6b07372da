import { t } from '../../../domain/catalog';
import { wan } from '../families/common';
import { SCHENGEN_DESTINATION, travelProduct } from '../families/travel';
import { TRAVEL_AGES } from '../families/travel-ages';

export default travelProduct({
  code: 'hyschengennd',
  name: t('申根签证旅行保险（年度版）', 'Schengen Visa Travel Insurance (annual)'),
  insurer: 'huiyin',
  saleText: t('申根多次往返签证适用，一年内多次出行，每次最长90天。', 'For multiple-entry Schengen visas: many trips a year, up to 90 days each.'),
  tags: [t('多次往返', 'Multiple entry'), t('每次90天', '90 days a trip')],
  highlights: [t('每次旅行最长90天，全年不限次数。', 'Each trip up to 90 days, any number of trips.')],
  ageRule: TRAVEL_AGES.bankSchengen,
  destination: SCHENGEN_DESTINATION,
  plans: [
    { planCode: 'annual90', planName: t('申根年度计划', 'Schengen annual'), tripType: 'annual', maxTripDays: 90, schengen: true, adultYuan: 760, cover: { medicalFen: wan(50), evacuationFen: wan(50), deathFen: wan(30) } },
  ],
});
