import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { groupAccidentProduct } from '../families/group-accident';

export default groupAccidentProduct({
  code: 'tatt2024',
  name: t('团体意外伤害保险（2024版）', 'Group Accident Insurance (2024 edition)'),
  insurer: 'taian',
  saleText: t('1-6类职业均可投保，工地、物流、制造业员工一站保障。', 'Classes 1-6 accepted: one cover for site, logistics and factory staff.'),
  tags: [t('1-6类职业', 'Classes 1-6'), t('含住院津贴', 'Hospital allowance'), t('资料下载', 'Downloads')],
  highlights: [
    t('覆盖1-6类职业，高风险工种亦可投保。', 'All six occupation classes, including high-risk work.'),
    t('意外医疗不限社保，免赔额100元。', 'Accident medical regardless of social insurance, CNY 100 deductible.'),
    t('提供投保单、被保险人清单模板下载。', 'Application form and insured-list template to download.'),
  ],
  levels: ['1', '2', '3', '4', '5', '6'],
  plans: [
    { planCode: 'basic', planName: t('基础版', 'Basic'), deathFen: wan(20), medicalFen: wan(2), levelOneYuan: 45 },
    { planCode: 'standard', planName: t('标准版', 'Standard'), deathFen: wan(50), medicalFen: wan(5), allowancePerDayFen: yuan(80), levelOneYuan: 98 },
    { planCode: 'premium', planName: t('尊享版', 'Premium'), deathFen: wan(80), medicalFen: wan(8), allowancePerDayFen: yuan(120), levelOneYuan: 165 },
  ],
  flags: { dataDownloadTab: true },
});
