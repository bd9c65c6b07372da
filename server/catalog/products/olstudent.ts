import { t } from '../../../domain/catalog';
import { wan } from '../families/common';
import { travelProduct } from '../families/travel';
import { TRAVEL_AGES } from '../families/travel-ages';

export default travelProduct({
  code: 'olstudent',
  name: t('海外留学生保险（线上版）', 'Overseas Student Insurance (online)'),
  insurer: 'ruihe',
  saleText: t('留学生线上投保，全年医疗意外保障，附学费损失。', 'Students buy online: a year of medical and accident cover, with tuition.'),
  tags: [t('线上投保', 'Online'), t('留学', 'Study abroad')],
  highlights: [t('全年保障，含学费损失。', 'A year of cover including tuition.')],
  ageRule: TRAVEL_AGES.study,
  destination: t('全球（留学目的地国家及途经国家）', 'Worldwide (country of study and transit countries)'),
  plans: [{ planCode: 'student', planName: t('留学生年度计划', 'Student annual'), tripType: 'annual', maxTripDays: 365, adultYuan: 1680, cover: { medicalFen: wan(80), evacuationFen: wan(80), deathFen: wan(30), tuitionFen: wan(5) } }],
  flags: { lastNoticeCountdownSeconds: 10 },
});
