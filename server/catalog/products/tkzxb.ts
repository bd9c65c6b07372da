import { t } from '../../../domain/catalog';
import { STOPPED_FROM_SALE, wan } from '../families/common';
import { groupAccidentProduct } from '../families/group-accident';

export default groupAccidentProduct({
  code: 'tkzxb',
  name: t('泰恺专享保团体意外险', 'Taikai Exclusive Group Accident'),
  insurer: 'taikai',
  saleText: t('专属团体意外保障。', 'Exclusive group accident cover.'),
  ...STOPPED_FROM_SALE,
  levels: ['1', '2', '3', '4'],
  plans: [{ planCode: 'basic', planName: t('基本计划', 'Basic plan'), deathFen: wan(40), medicalFen: wan(4), levelOneYuan: 70 }],
});
