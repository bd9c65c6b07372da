import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { travelProduct } from '../families/travel';
import { TRAVEL_AGES } from '../families/travel-ages';

export default travelProduct({
  code: 'hostudy',
  name: t('留学生海外保险', 'Study Abroad Insurance'),
  insurer: 'huaou',
  saleText: t('覆盖留学全年的医疗、意外及学费损失保障，满足海外院校保险要求。', "A year of medical, accident and tuition cover, meeting schools' insurance requirements."),
  tags: [t('留学', 'Study abroad'), t('学费损失', 'Tuition')],
  highlights: [t('含学费损失补偿。', 'Tuition reimbursement included.'), t('全年保障，每次出境不限天数。', 'Covers the whole year, trips of any length.')],
  ageRule: TRAVEL_AGES.study,
  destination: t('全球（留学目的地国家及途经国家）', 'Worldwide (country of study and transit countries)'),
  extraNotes: [t('既往心脑血管疾病、高血压、糖尿病相关的索赔不予赔付。', 'Claims related to pre-existing cardio-cerebrovascular disease, hypertension or diabetes are excluded.')],
  plans: [
    { planCode: 'study', planName: t('留学标准计划', 'Study Standard'), tripType: 'annual', maxTripDays: 365, adultYuan: 1980, cover: { medicalFen: wan(100), evacuationFen: wan(100), deathFen: wan(30), tuitionFen: wan(5), liabilityFen: wan(20) } },
    { planCode: 'studyPlus', planName: t('留学尊享计划', 'Study Premium'), tripType: 'annual', maxTripDays: 365, adultYuan: 3280, cover: { medicalFen: wan(200), evacuationFen: wan(200), deathFen: wan(50), tuitionFen: wan(10), liabilityFen: wan(50), baggageFen: yuan(5000) } },
  ],
});
