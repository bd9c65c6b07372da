import { t } from '../../../domain/catalog';
import { wan, yuan } from '../families/common';
import { groupMedicalProduct } from '../families/group-medical';

export default groupMedicalProduct({
  code: 'MedilinkGroupZHX',
  name: t('美联团体医疗保险（众鸿）', 'Medilink Group Medical (Zhonghong)'),
  insurer: 'zhonghong',
  saleText: t('由美联健康管理提供理赔直付服务的团体补充医疗，报价即出方案书。', 'Supplementary group medical with claims handled by Medilink; a proposal with every quote.'),
  tags: [t('补充医疗', 'Supplementary'), t('报价方案书', 'Proposal PDF')],
  highlights: [t('社保补充，住院报销比例最高100%。', 'Tops up social insurance, up to 100% of inpatient costs.'), t('5人起保。', 'From 5 members.')],
  plans: [
    { planCode: 'ZHX-A', planName: t('A款', 'Option A'), inpatientFen: wan(20), outpatientFen: yuan(5000), reimbursementPercent: 80, deductibleFen: yuan(500), adultYuan: 680 },
    { planCode: 'ZHX-B', planName: t('B款', 'Option B'), inpatientFen: wan(50), outpatientFen: wan(1), reimbursementPercent: 90, deductibleFen: yuan(200), adultYuan: 1150 },
  ],
});
