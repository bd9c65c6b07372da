import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { SCHENGEN_DESTINATION, travelProduct } from '../families/travel';
import { TRAVEL_AGES } from '../families/travel-ages';

export default travelProduct({
  code: 'olschengen',
  name: t('申根签证旅行保险（线上版）', 'Schengen Visa Travel Insurance (online)'),
  insurer: 'ruihe',
  saleText: t('手机上3分钟投保，即时出具申根签证电子保单。', 'Buy on your phone in three minutes; the Schengen e-policy comes at once.'),
  tags: [t('线上投保', 'Online'), t('即时出单', 'Instant policy')],
  highlights: [t('出生满60天至60周岁可投保。', 'From 60 days to 60 years old.'), t('电子保单可直接用于签证申请。', 'The e-policy serves the visa application directly.')],
  ageRule: TRAVEL_AGES.upTo60,
  destination: SCHENGEN_DESTINATION,
  plans: [{ planCode: 'online', planName: t('线上申根计划', 'Online Schengen'), tripType: 'single', maxTripDays: 366, schengen: true, adultYuan: 52, cover: { medicalFen: wan(30), evacuationFen: wan(30), deathFen: wan(20), delayFen: yuan(300) } }],
  flags: { lastNoticeCountdownSeconds: 10 },
});
