import { type ClaimGuide, type LocalText, t } from '../../../domain/catalog';
import { BROKER, type Insurer } from '../parties';
import type { ContentFamily } from './materials';

const SCOPE: Record<ContentFamily, LocalText> = {
  accident: t('团体意外伤害保险的销售、保全及理赔协助服务', 'Sales, policy service and claim support for group accident insurance'),
  employer: t('雇主责任保险的销售、保全及理赔协助服务', "Sales, policy service and claim support for employer's liability insurance"),
  property: t('企业财产及责任保险的销售、保全及理赔协助服务', 'Sales, policy service and claim support for business property and liability insurance'),
  medical: t('团体医疗保险的询价、销售、保全及理赔协助服务', 'Quotation, sales, policy service and claim support for group medical insurance'),
  travel: t('境外旅行保险的互联网销售、保全及理赔协助服务', 'Online sales, policy service and claim support for overseas travel insurance'),
};

export function disclosureFor(insurer: Insurer, family: ContentFamily) {
  return {
    underCompanyName: insurer.name,
    companyName: BROKER.ownAgentName,
    cooperationStartDate: insurer.cooperation.start,
    cooperationEndDate: insurer.cooperation.end,
    cooperationScope: SCOPE[family],
    insuranceNoticeInfo: t(
      `${insurer.name.zh}最近季度综合偿付能力充足率及核心偿付能力充足率均符合监管要求，风险综合评级为B类及以上。详细信息请登录保险公司官网公开信息披露专栏查询，客户服务热线：${insurer.hotline}。`,
      `${insurer.name.en} met the regulator's solvency requirements (comprehensive and core solvency ratios) last quarter, with an integrated risk rating of B or better. See the public disclosure section of its website; customer service: ${insurer.hotline}.`,
    ),
  };
}

const CLAIM_CLASSES: Record<ContentFamily, readonly [string, LocalText, readonly [LocalText, LocalText][]][]> = {
  accident: [
    ['medical', t('意外医疗', 'Accident medical'), [[t('医疗费用发票原件', 'Original medical invoices'), t('医院出具的费用清单及病历', "The hospital's itemised bill and medical records")]]],
    ['disability', t('伤残', 'Disability'), [[t('伤残鉴定报告', 'Disability assessment'), t('具有资质的鉴定机构按《人身保险伤残评定标准》出具', 'Issued by a qualified assessor under the personal-insurance disability standard')]]],
    ['death', t('身故', 'Death'), [[t('死亡证明及户籍注销证明', 'Death certificate and household deregistration'), t('由医院或公安机关出具', 'Issued by a hospital or the police')]]],
  ],
  employer: [
    ['injury', t('工伤', 'Work injury'), [[t('工伤认定书或事故证明', 'Work-injury decision or accident report'), t('由人社部门或投保单位出具', 'From the labour bureau or the employer')], [t('劳动合同及考勤记录', 'Labour contract and attendance record'), t('证明雇佣关系及事故发生在工作时间', 'Showing employment and that the accident happened at work')]]],
    ['death', t('身故', 'Death'), [[t('死亡证明', 'Death certificate'), t('由医院或公安机关出具', 'Issued by a hospital or the police')]]],
  ],
  property: [
    ['loss', t('财产损失', 'Property loss'), [[t('损失清单及购置凭证', 'List of losses with purchase receipts'), t('列明受损财产名称、数量及价值', 'Naming each damaged item, its quantity and value')], [t('事故证明', 'Incident report'), t('火灾由消防部门、盗抢由公安机关出具', 'From the fire service for fire, the police for theft')]]],
    ['rent', t('租金损失', 'Rent loss'), [[t('租赁合同及租金支付凭证', 'Lease and rent receipts'), t('证明租金金额及中断期间', 'Showing the rent and the interruption')]]],
  ],
  medical: [
    ['outpatient', t('门急诊', 'Outpatient'), [[t('门诊病历及发票', 'Outpatient records and invoices'), t('直付网络内就诊无需提交', 'Not needed inside the direct-billing network')]]],
    ['inpatient', t('住院', 'Inpatient'), [[t('出院小结及费用清单', 'Discharge summary and itemised bill'), t('加盖医院公章', "With the hospital's seal")]]],
  ],
  travel: [
    ['medical', t('境外医疗', 'Medical abroad'), [[t('境外医疗单据及病历', 'Medical bills and records from abroad'), t('外文单据可附中文说明', 'A note in Chinese may accompany foreign-language documents')], [t('护照及出入境记录', 'Passport and entry-exit stamps'), t('证明事故发生在旅行期间', 'Showing the event happened during the trip')]]],
    ['delay', t('旅行延误', 'Travel delay'), [[t('航空公司延误证明', "The airline's delay certificate"), t('注明计划及实际起飞时间', 'Stating scheduled and actual departure')]]],
    ['baggage', t('行李损失', 'Baggage loss'), [[t('承运人出具的行李损失证明', "The carrier's property irregularity report"), t('及行李牌、购置凭证', 'with the baggage tag and receipts')]]],
  ],
};

/** The claim guide of a product: report lines and deadlines, small-claims route, documents, where to send them. */
export function claimGuideFor(insurer: Insurer, family: ContentFamily, productCode: string): ClaimGuide {
  const classes = CLAIM_CLASSES[family];
  return {
    domesticReportTel: insurer.hotline,
    overseasReportTel: insurer.rescueLine ?? `+86-${insurer.hotline}`,
    reportPrescription: t('请于事故发生后48小时内报案；索赔时效为自知道保险事故发生之日起2年。', 'Report within 48 hours of the event; claims must be made within 2 years of learning of it.'),
    paymentMethod: t('赔款以银行转账方式支付至被保险人（或受益人）本人银行账户。', "Claims are paid by bank transfer to the insured's (or beneficiary's) own account."),
    smallQuickCompensation: family !== 'property',
    smallQuickCompensationRequire: t('单次索赔金额不超过5,000元、责任明确且材料齐全的案件，可申请小额快赔，3个工作日内结案。', 'Clear claims up to CNY 5,000 with complete documents may use fast small-claim settlement, closed within 3 working days.'),
    smallClaims: t('5,000元以下案件可在线提交电子材料，无需邮寄原件。', 'Claims under CNY 5,000 may be filed online with scanned documents; no originals need be posted.'),
    smallClaimsPath: t(`关注"${insurer.name.zh}"微信公众号 → 理赔服务 → 小额快赔`, `Follow the ${insurer.name.en} WeChat account → Claims → Fast small claims`),
    claimMaterialClassDtoList: classes.map(([classCode, className]) => ({ classCode, className })),
    claimMaterialList: [
      { materialType: 'common', materialName: t('理赔申请书', 'Claim form'), content: t('由被保险人或受益人签字', 'Signed by the insured or beneficiary') },
      { materialType: 'common', materialName: t('被保险人身份证明及银行卡复印件', "Copy of the insured's ID and bank card"), content: t('受益人领款的另附受益人身份证明', "With the beneficiary's ID when the beneficiary is paid") },
      ...classes.flatMap(([classCode, , documents]) => documents.map(([materialName, content]) => ({ materialType: classCode, materialName, content }))),
    ],
    claimDocuments: [{ name: t('理赔申请书', 'Claim form'), url: `/api/product/claimForm/${productCode}` }],
    sendContacts: t(`${insurer.name.zh}理赔中心`, `${insurer.name.en} claims centre`),
    sendPhone: insurer.hotline,
    expressAddress: insurer.claimsAddress,
    expressNotice: t('请使用可追踪的快递寄送材料原件，并在快递单上注明保单号及被保险人姓名；复印件请签字确认。', 'Send originals by a tracked courier, writing the policy number and insured name on the waybill; sign every copy.'),
  };
}
