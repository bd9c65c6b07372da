import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { groupMedicalProduct } from '../families/group-medical';

export default groupMedicalProduct({
  code: 'MedilinkGroupZRY',
  name: t('美联团体医疗保险（中瑞）', 'Medilink Group Medical (Zhongrui)'),
  insurer: 'zhongrui',
  saleText: t('中型企业团体医疗，门诊住院一体化保障，支持员工家属加保。', 'Group medical for mid-sized firms: outpatient and inpatient together, dependants welcome.'),
  tags: [t('门诊住院', 'Outpatient + inpatient'), t('家属加保', 'Dependants')],
  highlights: [t('住院最高100万元。', 'Inpatient up to CNY 1,000,000.'), t('生育责任可选。', 'Maternity optional.')],
  minInsured: 10,
  plans: [
    { planCode: 'ZRY-1', planName: t('经典款', 'Classic'), inpatientFen: wan(50), outpatientFen: wan(1), reimbursementPercent: 90, deductibleFen: yuan(300), adultYuan: 1380 },
    { planCode: 'ZRY-2', planName: t('尊享款', 'Prestige'), inpatientFen: wan(100), outpatientFen: wan(2), maternityFen: wan(1), reimbursementPercent: 100, deductibleFen: 0, adultYuan: 2350 },
  ],
});
