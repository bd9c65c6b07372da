import { t } from '../../../domain/catalog';
import { wan } from '../families/common';
import { groupAccidentProduct } from '../families/group-accident';

export default groupAccidentProduct({
  code: 'zljgyw',
  name: t('建筑工程团体意外伤害保险', 'Construction Group Accident Insurance'),
  insurer: 'zhongli',
  saleText: t('施工现场人员意外保障，承保3-6类职业，按月投保适应工期。', 'Accident cover for building-site workers, classes 3-6, by the month to fit the works.'),
  tags: [t('建筑工地', 'Building sites'), t('3-6类职业', 'Classes 3-6')],
  highlights: [
    t('专为建筑施工人员设计，高空作业以外工种均可投保。', 'Made for site workers; every trade except work at height.'),
    t('支持按工程项目批量投保。', 'Insure a whole project crew in one upload.'),
  ],
  levels: ['3', '4', '5', '6'],
  refusedCodes: ['0802001'],
  minInsured: 10,
  plans: [
    { planCode: 'site50', planName: t('工地50万', 'Site CNY 500k'), deathFen: wan(50), medicalFen: wan(5), levelOneYuan: 90 },
    { planCode: 'site80', planName: t('工地80万', 'Site CNY 800k'), deathFen: wan(80), medicalFen: wan(8), levelOneYuan: 140 },
  ],
});
