import { t } from '../../../domain/catalog';
import { STOPPED_FROM_SALE, wan } from '../families/common';
import { groupAccidentProduct } from '../families/group-accident';

export default groupAccidentProduct({
  code: 'ytsnzxjgywx',
  name: t('永通室内装修建工意外险', 'Yongtong Interior Works Accident'),
  insurer: 'yongtong',
  saleText: t('室内装修施工人员意外保障。', 'Accident cover for interior-fitting workers.'),
  ...STOPPED_FROM_SALE,
  levels: ['3', '4', '5'],
  plans: [{ planCode: 'basic', planName: t('基本计划', 'Basic plan'), deathFen: wan(30), medicalFen: wan(3), levelOneYuan: 70 }],
});
