import { t } from '../../../domain/catalog';
import { STOPPED_FROM_SALE, wan } from '../families/common';
import { groupAccidentProduct } from '../families/group-accident';

export default groupAccidentProduct({
  code: 'rscx',
  name: t('瑞盛出行团体意外险', 'Ruisheng Commute Group Accident'),
  insurer: 'ruisheng',
  saleText: t('员工上下班及出行意外保障。', 'Accident cover for staff commuting and travelling.'),
  ...STOPPED_FROM_SALE,
  levels: ['1', '2', '3'],
  plans: [{ planCode: 'basic', planName: t('基本计划', 'Basic plan'), deathFen: wan(30), medicalFen: wan(2), levelOneYuan: 40 }],
});
