import { type LocalText, t } from '../../../domain/catalog';
import type { ContentFamily } from './materials';
import { join, paragraphs, section } from './html';

type Faq = readonly (readonly [question: LocalText, answer: LocalText])[];

const SHARED: Faq = [
  [
    t('电子保单与纸质保单有同等效力吗？', 'Is the e-policy as valid as a paper one?'),
    t(
      '有。电子保单经保险公司电子签章，与纸质保单具有同等法律效力，可在保单查询页面凭投保人手机号和证件号码随时下载，也可通过短信链接或邮件获取。',
      'Yes. The e-policy carries the insurer\'s electronic seal and has the same legal effect as paper. Download it at any time from the policy inquiry page with the policyholder\'s phone and ID number, or from the SMS link or e-mail.',
    ),
  ],
  [
    t('如何申请发票？', 'How do I get an invoice?'),
    t(
      '保单生成后，可在保单管理页面申请电子发票，发票抬头须为投保人；企业抬头需由企业作为投保人投保。电子发票一般在3个工作日内发送至预留邮箱。',
      'Once the policy is issued, apply for an e-invoice on the policy management page. The invoice is made out to the policyholder only; a company title needs a company policyholder. It is e-mailed within about 3 working days.',
    ),
  ],
  [
    t('保单信息填错了怎么办？', 'What if a detail on the policy is wrong?'),
    t(
      '可通过批改申请更正被保险人信息或增减人员，材料齐全后3个工作日内处理完毕；涉及保费变化的，按实际保障天数计算补退费。',
      'Apply for an endorsement to correct insured details or add and remove people; it is processed within 3 working days of complete documents, and any premium difference is charged or refunded by the days of cover.',
    ),
  ],
];

const BY_FAMILY: Record<ContentFamily, Faq> = {
  accident: [
    [
      t('职业类别怎么确定？', 'How is the occupation class decided?'),
      t(
        '按被保险人实际从事的工作在职业分类表中查找，分为1-6类，数字越大风险越高；本产品承保的类别以保障计划为准，拒保职业不能投保。',
        'Look up the work the insured actually does in the occupation table: classes 1 to 6, higher is riskier. The classes this product accepts are in its benefit plans; refused occupations cannot be insured.',
      ),
    ],
    [
      t('中途有员工入职或离职怎么办？', 'What if employees join or leave mid-term?'),
      t('可随时通过批改加人或减人，加人次日零时起生效，减人按未到期天数退还保费。', 'Add or remove people by endorsement at any time: additions are covered from 00:00 the next day, removals are refunded for the unexpired days.'),
    ],
  ],
  employer: [
    [
      t('雇主责任险和团体意外险有什么区别？', 'How does employer\'s liability differ from group accident cover?'),
      t(
        '雇主责任险保障的是企业依法应承担的工伤赔偿责任，赔款支付给企业用于赔偿员工；团体意外险直接保障员工本人，赔款支付给被保险人或受益人。',
        'Employer\'s liability covers the compensation the employer owes by law for work injuries and pays the employer; group accident cover insures the employees themselves and pays them or their beneficiaries.',
      ),
    ],
    [
      t('员工未签劳动合同能投保吗？', 'Can employees without a labour contract be covered?'),
      t('被保险人须与投保单位存在事实劳动关系，请在清单中如实填写，理赔时可能需要提供考勤或工资发放记录。', 'Each insured must actually work for the policyholder; state them truthfully on the list. Attendance or payroll records may be asked for at claim time.'),
    ],
  ],
  property: [
    [
      t('保险金额应该怎么填？', 'What sum insured should I enter?'),
      t('请按财产的实际价值或重置价值确定，超额投保部分无效，不足额投保时按保险金额与实际价值的比例赔偿。', 'Use the actual or replacement value of the property. Any amount above it is void, and under-insurance is paid in proportion to the sum insured.'),
    ],
    [
      t('租用的场所可以投保吗？', 'Can rented premises be insured?'),
      t('可以。承租人对租用场所内自有的装修、设备和存货具有保险利益，可选择租赁视图填写租赁信息后投保。', 'Yes. A tenant has an insurable interest in its own fit-out, equipment and stock in rented premises; choose the rent view and fill in the lease details.'),
    ],
  ],
  medical: [
    [
      t('等待期是什么意思？', 'What is the waiting period?'),
      t('首次投保后30天内因疾病产生的医疗费用不予赔付，意外事故和续保不受等待期限制。', 'Illness costs in the first 30 days after a first application are not paid; accidents and renewals have no waiting period.'),
    ],
    [
      t('家属可以一起投保吗？', 'Can dependants be covered too?'),
      t('可以。员工的配偶和子女可按家属计划投保，费率按年龄段计算，须与员工同时投保。', 'Yes. Spouses and children may join on the dependant plan, priced by age band, at the same time as the employee.'),
    ],
  ],
  travel: [
    [
      t('申根签证对保险有什么要求？', 'What does a Schengen visa require of the insurance?'),
      t(
        '申根签证要求医疗保障不低于3万欧元（约30万元人民币），保障范围覆盖全部申根国家，保险期间完整覆盖行程，并包含医疗转运和遗体送返责任。本产品的申根计划均满足以上要求，电子保单中英文双语，可直接递交签证中心。',
        'A Schengen visa needs medical cover of at least EUR 30,000 (about RMB 300,000) valid in every Schengen state for the whole trip, including evacuation and repatriation. Every Schengen plan here meets this, and the bilingual e-policy can go straight to the visa centre.',
      ),
    ],
    [
      t('拒签了可以退保吗？', 'What if my visa is refused?'),
      t('保险起期前可凭拒签证明申请全额退保；含拒签保障的计划按条款约定赔付拒签损失。', 'Before the start date the policy can be cancelled with a full refund on proof of refusal; plans with visa-refusal cover pay the refusal costs as their terms say.'),
    ],
  ],
};

/** The FAQ tab: what customers ask most about this family of cover, then what everyone asks. */
export function faqTab(family: ContentFamily): { tabName: LocalText; tabContent: LocalText } {
  const entries = [...BY_FAMILY[family], ...SHARED];
  return { tabName: t('常见问题', 'FAQ'), tabContent: join(...entries.map(([question, answer]) => section(question, paragraphs([answer])))) };
}
