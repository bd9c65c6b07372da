import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { groupAccidentProduct } from '../families/group-accident';

export default groupAccidentProduct({
  code: 'tkttyx',
  name: t('泰恺团体意外伤害保险', 'Taikai Group Accident Insurance'),
  insurer: 'taikai',
  saleText: t('写字楼白领团体意外保障，含住院津贴，职业限1-3类。', 'Office group accident cover with hospital allowance, classes 1-3.'),
  tags: [t('白领专属', 'Office staff'), t('住院津贴', 'Hospital allowance')],
  highlights: [
    t('每日住院津贴最高200元。', 'Hospital allowance up to CNY 200 a day.'),
    t('意外医疗含社保外用药。', 'Accident medical includes drugs outside social insurance.'),
  ],
  levels: ['1', '2', '3'],
  plans: [
    { planCode: 'silver', planName: t('银卡', 'Silver'), deathFen: wan(50), medicalFen: wan(5), allowancePerDayFen: yuan(100), levelOneYuan: 96 },
    { planCode: 'gold', planName: t('金卡', 'Gold'), deathFen: wan(100), medicalFen: wan(10), allowancePerDayFen: yuan(200), levelOneYuan: 188 },
  ],
});
