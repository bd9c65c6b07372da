import { t } from '../../../domain/catalog';
import { STOPPED_FROM_SALE, wan } from '../families/common';
import { groupAccidentProduct } from '../families/group-accident';

export default groupAccidentProduct({
  code: 'tpsfty',
  name: t('太普商旅团体意外险', 'Taipu Business Group Accident'),
  insurer: 'taipu',
  saleText: t('商务出行员工团体意外保障。', 'Group accident cover for staff on business trips.'),
  ...STOPPED_FROM_SALE,
  levels: ['1', '2', '3'],
  plans: [{ planCode: 'basic', planName: t('基本计划', 'Basic plan'), deathFen: wan(50), medicalFen: wan(5), levelOneYuan: 80 }],
});
