import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { groupAccidentProduct } from '../families/group-accident';

export default groupAccidentProduct({
  code: 'aszxty',
  name: t('专项团体意外伤害保险', 'Special Group Accident Insurance'),
  insurer: 'anshun',
  saleText: t('面向办公室及轻体力岗位的团体意外保障，3人起保，按月灵活投保。', 'Group accident cover for office and light manual work: from 3 people, by the month.'),
  tags: [t('3人起保', 'From 3 people'), t('按月投保', 'Monthly terms'), t('电子保单', 'E-policy')],
  highlights: [
    t('身故伤残最高100万元，意外医疗最高10万元。', 'Death and disability up to CNY 1,000,000; accident medical up to CNY 100,000.'),
    t('承保1-4类职业，覆盖绝大多数办公及服务岗位。', 'Occupation classes 1-4: most office and service jobs.'),
    t('支持线上批量导入被保险人，实时出具电子保单。', 'Upload the insured list online and get the e-policy at once.'),
  ],
  levels: ['1', '2', '3', '4'],
  plans: [
    { planCode: 'A', planName: t('计划一', 'Plan 1'), deathFen: wan(30), medicalFen: wan(3), levelOneYuan: 60, designatedBeneficiaries: true },
    { planCode: 'B', planName: t('计划二', 'Plan 2'), deathFen: wan(50), medicalFen: wan(5), allowancePerDayFen: yuan(100), levelOneYuan: 110, designatedBeneficiaries: true },
    { planCode: 'C', planName: t('计划三', 'Plan 3'), deathFen: wan(100), medicalFen: wan(10), allowancePerDayFen: yuan(150), levelOneYuan: 210, designatedBeneficiaries: true },
  ],
});
