import { t } from '../../../domain/catalog';
import { STOPPED_FROM_SALE, wan } from '../families/common';
import { groupAccidentProduct } from '../families/group-accident';

export default groupAccidentProduct({
  code: 'pagxxpx',
  name: t('平和高校学员培训团体意外险', 'Pinghe Trainee Group Accident'),
  insurer: 'pinghe',
  saleText: t('高校及培训机构学员团体意外保障。', 'Group accident cover for college and training students.'),
  ...STOPPED_FROM_SALE,
  levels: ['1', '2'],
  plans: [{ planCode: 'basic', planName: t('基本计划', 'Basic plan'), deathFen: wan(20), medicalFen: wan(2), levelOneYuan: 30 }],
});
