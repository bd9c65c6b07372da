import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { SCHENGEN_DESTINATION, travelProduct } from '../families/travel';
import { TRAVEL_AGES } from '../families/travel-ages';

export default travelProduct({
  code: 'rhjwly',
  name: t('境外旅行签证保险', 'Overseas Travel Visa Insurance'),
  insurer: 'ruihe',
  saleText: t('珍珠、翡翠、铂金三档可选，满足申根签证3万欧元保额要求，出生满28天即可投保。', 'Pearl, Jade or Platinum: meets the EUR 30,000 Schengen requirement, from 28 days old.'),
  tags: [t('申根签证', 'Schengen visa'), t('1-366天', '1-366 days'), t('电子保单', 'E-policy')],
  highlights: [
    t('境外医疗最高100万元，含紧急医疗运送及送返。', 'Medical abroad up to CNY 1,000,000 with emergency evacuation.'),
    t('意外身故伤残最高100万元。', 'Accidental death and disability up to CNY 1,000,000.'),
    t('95550客服热线每日8:00-21:30，境外24小时救援。', 'Service line 95550 daily 8:00-21:30; 24-hour assistance abroad.'),
  ],
  ageRule: TRAVEL_AGES.visaTiers,
  destination: SCHENGEN_DESTINATION,
  plans: [
    { planCode: 'pearl', planName: t('珍珠计划', 'Pearl'), tripType: 'single', maxTripDays: 366, schengen: true, adultYuan: 60, cover: { medicalFen: wan(30), evacuationFen: wan(30), repatriationFen: wan(5), deathFen: wan(10) } },
    { planCode: 'jade', planName: t('翡翠计划', 'Jade (Emerald)'), tripType: 'single', maxTripDays: 366, schengen: true, adultYuan: 95, cover: { medicalFen: wan(50), evacuationFen: wan(50), repatriationFen: wan(5), deathFen: wan(30), delayFen: yuan(600), baggageFen: yuan(2000) } },
    { planCode: 'platinum', planName: t('铂金计划', 'Platinum'), tripType: 'single', maxTripDays: 366, schengen: true, adultYuan: 160, cover: { medicalFen: wan(100), evacuationFen: wan(100), repatriationFen: wan(10), deathFen: wan(100), delayFen: yuan(1000), baggageFen: yuan(3000), liabilityFen: wan(50) } },
  ],
});
