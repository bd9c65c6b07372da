import { t } from '../../../domain/catalog';
import { STOPPED_FROM_SALE, wan } from '../families/common';
import { groupAccidentProduct } from '../families/group-accident';

export default groupAccidentProduct({
  code: 'hajgywx',
  name: t('华岸建工团体意外险', 'Huaan Coast Construction Group Accident'),
  insurer: 'huaan',
  saleText: t('建筑施工人员团体意外保障。', 'Group accident cover for construction workers.'),
  ...STOPPED_FROM_SALE,
  levels: ['3', '4', '5', '6'],
  plans: [{ planCode: 'basic', planName: t('基本计划', 'Basic plan'), deathFen: wan(50), medicalFen: wan(5), levelOneYuan: 85 }],
});
