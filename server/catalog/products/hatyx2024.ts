import { t } from '../../../domain/catalog';
import { wan } from '../families/common';
import { groupAccidentProduct } from '../families/group-accident';

export default groupAccidentProduct({
  code: 'hatyx2024',
  name: t('华岸团体意外险（2024款）', 'Huaan Coast Group Accident (2024)'),
  insurer: 'huaan',
  saleText: t('中小企业员工意外保障，5人起保，保费按职业类别精算。', 'Accident cover for small firms: from 5 people, priced by occupation class.'),
  tags: [t('5人起保', 'From 5 people'), t('1-5类职业', 'Classes 1-5')],
  highlights: [
    t('身故伤残保额30万-60万元可选。', 'Death and disability CNY 300,000-600,000.'),
    t('意外医疗按90%比例赔付。', 'Accident medical paid at 90%.'),
  ],
  levels: ['1', '2', '3', '4', '5'],
  minInsured: 5,
  plans: [
    { planCode: 'P30', planName: t('30万保障', 'CNY 300k'), deathFen: wan(30), medicalFen: wan(3), levelOneYuan: 58 },
    { planCode: 'P60', planName: t('60万保障', 'CNY 600k'), deathFen: wan(60), medicalFen: wan(6), levelOneYuan: 112 },
  ],
});
