import { t } from '../../../domain/catalog';
import { wan } from '../families/common';
import { groupMedicalProduct } from '../families/group-medical';

export default groupMedicalProduct({
  code: 'gytx',
  name: t('团体高端医疗保险（AFP版）', 'Group High-End Medical (AFP)'),
  insurer: 'guanyu',
  saleText: t('企业员工高端医疗团体方案，直付网络覆盖全国私立及公立特需部。', 'High-end group medical for staff, direct billing at private hospitals and VIP wards nationwide.'),
  tags: [t('在线报价', 'Online quote'), t('直付网络', 'Direct billing'), t('含家属', 'Dependants')],
  highlights: [
    t('住院最高400万元，门急诊最高2万元。', 'Inpatient up to CNY 4,000,000; outpatient up to CNY 20,000.'),
    t('在线按年龄段报价，30人以上享团体折扣。', 'Quote online by age band, discounts from 30 members.'),
  ],
  plans: [
    { planCode: 'AFP1', planName: t('方案一', 'Plan 1'), inpatientFen: wan(100), outpatientFen: wan(1), reimbursementPercent: 90, deductibleFen: 0, adultYuan: 2600 },
    { planCode: 'AFP2', planName: t('方案二', 'Plan 2'), inpatientFen: wan(200), outpatientFen: wan(2), maternityFen: wan(2), reimbursementPercent: 100, deductibleFen: 0, adultYuan: 4800 },
    { planCode: 'AFP3', planName: t('方案三', 'Plan 3'), inpatientFen: wan(400), outpatientFen: wan(2), maternityFen: wan(3), reimbursementPercent: 100, deductibleFen: 0, adultYuan: 7900 },
  ],
});
