import { t } from '../../../domain/catalog';
import { STOPPED_FROM_SALE, wan } from '../families/common';
import { groupAccidentProduct } from '../families/group-accident';

export default groupAccidentProduct({
  code: 'tattyw',
  name: t('团体意外伤害保险（旧版）', 'Group Accident Insurance (old edition)'),
  insurer: 'taian',
  saleText: t('2021版团体意外险。', 'The 2021 group accident edition.'),
  ...STOPPED_FROM_SALE,
  levels: ['1', '2', '3', '4'],
  plans: [{ planCode: 'basic', planName: t('基本计划', 'Basic plan'), deathFen: wan(30), medicalFen: wan(3), levelOneYuan: 55 }],
});
