import { type LocalText, type Material, t } from '../../../domain/catalog';
import { BROKER, type Insurer } from '../parties';
import { join, numberedList, paragraphs, section } from './html';

export type ContentFamily = 'accident' | 'employer' | 'property' | 'medical' | 'travel';

const APPLICATION_POINTS: Record<ContentFamily, readonly LocalText[]> = {
  accident: [
    t('投保人应为依法成立的机关、企事业单位或社会团体，被保险人为其在职员工，投保人数不少于保险公司规定的最低人数。', 'The policyholder must be a lawfully established organisation; the insureds are its employees, at least the minimum number the insurer requires.'),
    t('请如实填写被保险人的职业及职业类别，职业类别以被保险人实际从事的工作为准；职业类别变更应及时通知保险公司。', 'State each insured\'s occupation and occupation class truthfully, by the work actually done; notify the insurer of any change.'),
    t('保险责任自保险单载明的起保日零时开始，至终止日二十四时止；投保时请确认起保日期。', 'Cover starts at 00:00 on the start date and ends at 24:00 on the end date shown in the policy.'),
    t('本产品不足一年的，按短期费率计收保险费。', 'Cover shorter than a year is charged by the short-term rate table.'),
  ],
  employer: [
    t('投保人须为依法设立的用人单位，被保险人为与投保人建立劳动关系的雇员。', 'The policyholder must be a lawfully established employer; the insureds are its employees under labour contracts.'),
    t('本保险按雇员的职业类别及每人赔偿限额计算保险费，雇员实际工种与申报不符的，保险人按实际工种对应费率比例赔付。', 'Premium depends on each employee\'s occupation class and limit per person; if the declared class is wrong, claims are paid in proportion to the correct rate.'),
    t('雇员名单以保险单所附清单为准，未列明人员不在保障范围内。', 'Only employees on the schedule attached to the policy are covered.'),
  ],
  property: [
    t('投保人应为保险标的的所有人、经营管理人或承租人，并对保险标的具有保险利益。', 'The policyholder must own, manage or rent the insured property and have an insurable interest in it.'),
    t('保险金额由投保人参照保险标的实际价值确定，超额部分无效，不足额投保的按比例赔偿。', 'Sums insured follow the actual value of the property; any excess is void and under-insurance is paid in proportion.'),
    t('营业场所应具备合法经营手续并符合消防安全规定。', 'The premises must be lawfully licensed and meet fire-safety rules.'),
  ],
  medical: [
    t('投保单位须为依法成立的法人组织，参保人员须为投保单位在职员工及其符合条件的家属。', 'The policyholder must be a legal entity; members are its employees and their eligible dependants.'),
    t('被保险人投保前须如实告知健康状况，未如实告知的，保险人有权解除合同或不承担相应责任。', 'Insureds must answer the health questions truthfully; otherwise the insurer may end the contract or decline the related claims.'),
    t('本产品设有等待期30天（续保及意外事故除外），等待期内发生的疾病医疗费用不予赔付。', 'A 30-day waiting period applies (not on renewal or after an accident); illness costs in it are not paid.'),
  ],
  travel: [
    t('投保人须为年满18周岁的成年人；未成年人须由成年投保人以"为他人投保"的方式投保。', 'The applicant must be an adult; a minor is insured by an adult applicant applying for others.'),
    t('旅行须自中国大陆出发，须在出发前投保；已在境外的人员不能投保。', 'The trip must start in mainland China and the policy must be bought before departure; people already abroad cannot be insured.'),
    t('保险期间须完整覆盖行程，自离开至返回常住地止；保险期间自起保日北京时间零时开始。', 'The period must cover the whole trip, from leaving to returning home; cover starts at 00:00 Beijing time on the start date.'),
    t('外籍人士及港澳台居民须在过去一年内在中国大陆居住或工作满183天。', 'Foreigners and Hong Kong, Macao and Taiwan residents must have lived or worked in mainland China for more than 183 days in the past year.'),
    t('每人限投一份；同一保障多份保单的，以保额最高者为限赔付，其余保费退还。', 'One policy per person; where several policies cover the same benefit only the highest sum insured pays and the other premiums are refunded.'),
    t('本产品无犹豫期；保费须一次性全额缴纳，缴费后合同生效。', 'No cooling-off period; the premium is paid once in full and the contract takes effect on payment.'),
  ],
};

const EXCLUSIONS: Record<ContentFamily, readonly LocalText[]> = {
  accident: [
    t('投保人、被保险人的故意行为；被保险人自致伤害或自杀（但被保险人自杀时为无民事行为能力人的除外）。', 'Intentional acts of the policyholder or insured; self-inflicted injury or suicide (unless the insured lacked legal capacity).'),
    t('被保险人醉酒、吸食或注射毒品、酒后驾驶或无有效驾驶证驾驶机动车期间。', 'Drunkenness, drug use, drink-driving or driving without a valid licence.'),
    t('战争、军事冲突、暴乱、核爆炸、核辐射或核污染。', 'War, military conflict, riot, nuclear explosion, radiation or contamination.'),
    t('被保险人从事潜水、跳伞、攀岩、蹦极、赛车等高风险运动期间。', 'Diving, parachuting, rock climbing, bungee jumping, motor racing and other high-risk sports.'),
  ],
  employer: [
    t('雇员在工作时间以外、非因工作原因所受的伤害。', 'Injury outside working hours and unrelated to work.'),
    t('雇员因职业病以外的疾病、传染病、分娩、流产所致的医疗费用。', 'Medical costs of illness other than occupational disease, infectious disease, childbirth or miscarriage.'),
    t('投保人的故意行为或重大过失，以及违反安全生产法规导致的事故。', 'Intentional acts or gross negligence of the employer and accidents caused by breaches of work-safety law.'),
  ],
  property: [
    t('地震、海啸及其次生灾害（另有约定的除外）。', 'Earthquake, tsunami and their consequences (unless agreed otherwise).'),
    t('保险标的的自然磨损、内在缺陷、自然损耗及正常维修。', 'Wear and tear, inherent defects, natural deterioration and routine maintenance.'),
    t('现金、有价证券、票据、文件、账册、图表、技术资料等。', 'Cash, securities, bills, documents, ledgers, drawings and technical data.'),
    t('计算机系统故障或网络攻击导致的数据丢失。', 'Data loss caused by computer-system failure or cyber attack.'),
  ],
  medical: [
    t('既往症（投保时已告知且经保险人同意承保的除外）、先天性疾病、遗传性疾病。', 'Pre-existing conditions (unless disclosed and accepted), congenital and hereditary diseases.'),
    t('美容、整形、矫形（意外所致除外）、预防性治疗及保健性检查。', 'Cosmetic, plastic or corrective treatment (except after an accident), preventive treatment and check-ups.'),
    t('不孕不育治疗、人工受孕、性功能障碍治疗。', 'Infertility treatment, assisted conception and treatment of sexual dysfunction.'),
  ],
  travel: [
    t('既往症、慢性病、精神疾病、遗传性及先天性疾病；牙科治疗（意外所致除外）、预防性手术及器官移植。', 'Pre-existing, chronic, mental, hereditary and congenital illness; dental care (except after an accident), preventive surgery and transplants.'),
    t('中国境内中转或境外经停时间少于90分钟的航班延误不予赔付。', 'Delay of a connection inside China, or abroad with a layover under 90 minutes, is not paid.'),
    t('2020年1月26日后投保的，因新型冠状病毒肺炎导致的旅行延误、变更、取消或缩短不予赔付。', 'For policies bought after 26 January 2020, delay, change, cancellation or shortening caused by Covid-19 is excluded.'),
    t('违反国际制裁规定的赔付不予承担；前往缅甸、俄罗斯、乌克兰（含克里米亚）、叙利亚、委内瑞拉、古巴、阿富汗、白俄罗斯、伊朗、朝鲜、尼泊尔的行程不在保障范围内。', 'No payment that breaches international sanctions; trips to Myanmar, Russia, Ukraine (including Crimea), Syria, Venezuela, Cuba, Afghanistan, Belarus, Iran, North Korea and Nepal are not covered.'),
    t('计算机系统故障导致的损失不予赔付。', 'Losses caused by computer-system failure are excluded.'),
    t('在中国境内非二级及以上医院接受急诊治疗的，须于48小时内通知保险人。', 'Emergency treatment in China at a hospital below grade II must be notified to the insurer within 48 hours.'),
  ],
};

const HEALTH_QUESTIONS: readonly LocalText[] = [
  t('过去两年内是否曾被建议住院或手术治疗？', 'In the past two years, were you advised to be admitted to hospital or to have surgery?'),
  t('是否患有或曾患有恶性肿瘤、心脑血管疾病、高血压、糖尿病、慢性肝肾疾病？', 'Do you have, or have you had, cancer, cardio-cerebrovascular disease, hypertension, diabetes or chronic liver or kidney disease?'),
  t('目前是否正在接受治疗或长期服用药物？', 'Are you receiving treatment or taking long-term medication?'),
  t('是否为孕妇或处于孕期28周以上？', 'Are you pregnant, or more than 28 weeks pregnant?'),
];

export interface MaterialsInput {
  readonly productName: LocalText;
  readonly insurer: Insurer;
  readonly family: ContentFamily;
  /** YEAR.N of the current texts; a change of wording is a new version. */
  readonly version: string;
  readonly extraNotes?: readonly LocalText[];
}

/** The documents every product shows before insuring: notice, terms, exclusions, health notice, customer notice. */
export function productMaterials({ productName, insurer, family, version, extraNotes = [] }: MaterialsInput): Material[] {
  const html = (materialType: string, name: LocalText, content: LocalText, mandatory = true): Material => ({
    materialType,
    materialName: name,
    materialContent: content,
    materialForm: '2',
    whetherMandatoryRead: mandatory,
    version,
  });
  const materials = [
    html('1', t('投保须知', 'Application notice'), join(paragraphs([t(`感谢您选择${productName.zh}。投保前请仔细阅读以下内容：`, `Thank you for choosing ${productName.en}. Please read the following before applying:`)]), numberedList([...APPLICATION_POINTS[family], ...extraNotes]))),
    html('2', t('保险条款', 'Policy terms'), termsText(productName, insurer, family)),
    html('4', t('免责说明', 'Exclusions'), join(paragraphs([t('下列情形造成的损失，保险人不承担保险责任：', 'The insurer does not pay for losses caused by:')]), numberedList(EXCLUSIONS[family]))),
  ];
  if (family === 'medical' || family === 'travel') {
    materials.push(html('3', t('健康告知', 'Health notice'), join(paragraphs([t('请被保险人如实回答以下问题，如有任一问题回答"是"，本产品无法承保：', 'The insured must answer these questions truthfully; a "yes" to any of them means this product cannot cover you:')]), numberedList(HEALTH_QUESTIONS))));
  }
  materials.push(html('17', t('客户告知书', 'Customer notice'), customerNotice(insurer)));
  materials.push(html('5', t('个人信息保护声明', 'Personal information statement'), paragraphs([t('我们仅为投保、核保、理赔及保全服务之目的收集、使用您的个人信息，证件号码和手机号码加密存储，未经您同意不向第三方提供。', 'We collect and use your personal information only to apply, underwrite, pay claims and service your policy; ID and phone numbers are stored encrypted and never shared without your consent.')]), false));
  return materials;
}

/** The articles every product's terms share (duties of each party, claims, disputes, definitions). */
const GENERAL_ARTICLES: readonly (readonly [LocalText, readonly LocalText[]])[] = [
  [
    t('第六条 保险金额', 'Article 6 Sums insured'),
    [
      t('保险金额是保险人承担给付或赔偿保险金责任的最高限额，由投保人与保险人在投保时协商确定，并在保险单中载明。', 'The sum insured is the most the insurer pays; it is agreed at application and shown in the policy.'),
      t('保险期间内累计给付或赔偿的保险金达到保险金额时，该项保险责任终止。', 'When benefits paid during the period reach the sum insured, that cover ends.'),
    ],
  ],
  [
    t('第七条 投保人、被保险人义务', 'Article 7 Duties of the policyholder and the insured'),
    [
      t('订立保险合同时，保险人就保险标的或者被保险人的有关情况提出询问的，投保人应当如实告知。投保人故意或者因重大过失未履行如实告知义务，足以影响保险人决定是否同意承保或者提高保险费率的，保险人有权解除合同。', 'When the insurer asks about the insured or the subject matter at application, the policyholder must answer truthfully. If the policyholder intentionally or through gross negligence fails to, and the answer would have changed the decision to insure or the rate, the insurer may end the contract.'),
      t('投保人故意不履行如实告知义务的，保险人对于合同解除前发生的保险事故，不承担给付保险金的责任，并不退还保险费。', 'If the failure was intentional, the insurer pays nothing for events before the contract ended and keeps the premium.'),
      t('投保人应当在保险合同成立时一次性交清保险费。保险费交清前发生的保险事故，保险人不承担保险责任。', 'The premium is paid in one sum when the contract is made; events before it is paid are not covered.'),
      t('被保险人的职业、工种、住所或通讯地址变更，投保人或被保险人应及时以书面形式通知保险人。', 'The policyholder or insured must notify the insurer in writing of any change of occupation, work, address or contact details.'),
    ],
  ],
  [
    t('第八条 保险人义务', 'Article 8 Duties of the insurer'),
    [
      t('订立保险合同时，采用保险人提供的格式条款的，保险人向投保人提供的投保单应当附格式条款，保险人应当向投保人说明保险合同的内容。对保险合同中免除保险人责任的条款，保险人在订立合同时应当在投保单、保险单或者其他保险凭证上作出足以引起投保人注意的提示，并对该条款的内容以书面或者口头形式向投保人作出明确说明；未作提示或者明确说明的，该条款不产生效力。', 'Where standard terms are used, the insurer attaches them to the application and explains the contract; any clause excluding the insurer\'s liability must be brought to the policyholder\'s attention and explained clearly, in writing or orally, or it has no effect.'),
      t('保险人收到被保险人或者受益人的赔偿或者给付保险金的请求后，应当及时作出是否属于保险责任的核定；情形复杂的，应当在三十日内作出核定。对属于保险责任的，在与被保险人或者受益人达成赔偿或者给付保险金的协议后十日内，履行赔偿或者给付保险金义务。', 'After a claim the insurer decides promptly whether it is covered, within 30 days in complex cases; covered claims are paid within 10 days of agreement with the insured or beneficiary.'),
      t('保险人自收到赔偿或者给付保险金的请求和有关证明、资料之日起六十日内，对其赔偿或者给付保险金的数额不能确定的，应当根据已有证明和资料可以确定的数额先予支付。', 'If the amount cannot be settled within 60 days of the claim and its documents, the insurer first pays the amount the documents already prove.'),
    ],
  ],
  [
    t('第九条 保险金申请与给付', 'Article 9 Claims and payment'),
    [
      t('保险金申请人向保险人请求给付保险金时，应提供保险单、申请人身份证明、与确认保险事故的性质、原因、损失程度等有关的证明和资料。保险金申请人未能提供有关材料，导致保险人无法核实的，保险人对无法核实部分不承担给付保险金的责任。', 'A claimant provides the policy, proof of identity and the documents that establish the nature, cause and extent of the loss; the insurer does not pay for what it cannot verify for lack of documents.'),
      t('保险金申请人向保险人请求给付保险金的诉讼时效期间为二年，自其知道或者应当知道保险事故发生之日起计算。', 'The time limit for claiming is two years from when the claimant knew or should have known of the event.'),
    ],
  ],
  [
    t('第十条 争议处理和法律适用', 'Article 10 Disputes and governing law'),
    [
      t('因履行本合同发生的争议，由当事人协商解决。协商不成的，提交保险单载明的仲裁机构仲裁；保险单未载明仲裁机构且争议发生后未达成仲裁协议的，依法向中华人民共和国人民法院起诉。', 'Disputes are settled by negotiation; failing that, by the arbitration body named in the policy, or, where none is named or agreed, in the people\'s courts of the PRC.'),
      t('与本合同有关的以及履行本合同产生的一切争议，适用中华人民共和国法律（不包括港澳台地区法律）。', 'The contract is governed by the law of the People\'s Republic of China (excluding Hong Kong, Macao and Taiwan).'),
    ],
  ],
  [
    t('第十一条 释义', 'Article 11 Definitions'),
    [
      t('意外伤害：指以外来的、突发的、非本意的和非疾病的客观事件为直接且单独的原因致使身体受到的伤害。', 'Accident: bodily injury caused directly and solely by an external, sudden, unintended and non-illness event.'),
      t('医疗机构：指中华人民共和国境内（港澳台地区除外）合法经营的二级以上（含二级）公立医院，境外指当地合法注册的医疗机构。', 'Medical provider: a lawfully operating public hospital of grade II or above in mainland China, or a lawfully registered provider abroad.'),
    ],
  ],
];

function termsText(productName: LocalText, insurer: Insurer, family: ContentFamily): LocalText {
  const subject: Record<ContentFamily, LocalText> = {
    accident: t('被保险人因遭受意外伤害事故导致身故、伤残或发生医疗费用的，保险人按合同约定给付保险金。', 'If an accident causes the insured\'s death, disability or medical costs, the insurer pays as the contract states.'),
    employer: t('被保险人的雇员在受雇过程中从事与保险单所载明的投保人业务有关的工作时，遭受意外或患职业病导致伤残、死亡，依法应由被保险人承担的经济赔偿责任，保险人负责赔偿。', 'The insurer pays the employer\'s legal liability when an employee is injured, disabled or killed by an accident or occupational disease while working for the business named in the policy.'),
    property: t('在保险期间内，由于火灾、爆炸、雷击、暴雨、洪水、台风等自然灾害或意外事故造成保险标的的直接物质损坏或灭失，保险人按照合同约定负责赔偿。', 'The insurer pays for direct physical loss of or damage to the insured property caused by fire, explosion, lightning, rainstorm, flood, typhoon or other natural disasters and accidents during the period.'),
    medical: t('被保险人在保险期间内因疾病或意外伤害在指定医疗机构接受治疗所发生的合理且必要的医疗费用，保险人在保险金额内按约定比例赔付。', 'The insurer pays reasonable and necessary medical costs of illness or injury treated at designated providers, at the agreed share and within the sum insured.'),
    travel: t('被保险人在境外旅行期间遭受意外伤害或突发急性病，保险人按约定承担医疗费用、紧急救援、身故及伤残等保险责任。', 'If the insured is injured or suddenly falls ill while travelling abroad, the insurer pays medical costs, emergency assistance, death and disability benefits as agreed.'),
  };
  return join(
    section(t('第一条 总则', 'Article 1 General'), paragraphs([t(`本条款适用于${insurer.name.zh}${productName.zh}。保险合同由保险条款、投保单、保险单及批单组成。`, `These terms apply to ${productName.en} of ${insurer.name.en}. The contract consists of these terms, the application, the policy and endorsements.`)])),
    section(t('第二条 保险责任', 'Article 2 Cover'), paragraphs([subject[family]])),
    section(t('第三条 保险期间', 'Article 3 Period'), paragraphs([t('保险期间以保险单载明的起讫时间为准，自起保日零时起至终止日二十四时止。', 'The period is as shown in the policy, from 00:00 on the start date to 24:00 on the end date.')])),
    section(t('第四条 保险金申请', 'Article 4 Claims'), paragraphs([t('发生保险事故后，被保险人或受益人应及时通知保险人，并提供理赔指引所列材料。保险人收到完整材料后5个工作日内作出核定。', 'After an insured event, notify the insurer promptly and provide the documents the claim guide lists. The insurer decides within 5 working days of receiving them.')])),
    section(t('第五条 责任免除', 'Article 5 Exclusions'), numberedList(EXCLUSIONS[family])),
    ...GENERAL_ARTICLES.map(([title, body]) => section(title, paragraphs(body))),
    section(t('第十二条 合同解除', 'Article 12 Cancellation'), paragraphs([t('合同生效后投保人申请解除的，保险人退还未满期净保费；已发生保险金给付的，不退还保险费。退保、批改在资料齐全后3个工作日内办理。', 'After the contract takes effect a surrender refunds the unearned net premium; nothing is refunded once a benefit has been paid. Surrenders and endorsements are processed within 3 working days of complete documents.')])),
  );
}

function customerNotice(insurer: Insurer): LocalText {
  return paragraphs([
    t(`尊敬的客户：${BROKER.ownAgentName.zh}（经营保险经纪业务许可证号${BROKER.licence}）接受您的委托，为您提供保险经纪服务。`, `Dear customer, ${BROKER.ownAgentName.en} (brokerage licence ${BROKER.licence}) acts for you as insurance broker.`),
    t(`本产品由${insurer.name.zh}承保，我公司与其不存在关联关系；我们按保险公司支付的经纪费获取报酬，不向您另行收费。`, `This product is underwritten by ${insurer.name.en}, which is not related to us; we are paid a brokerage fee by the insurer and charge you nothing.`),
    t(`如对服务有任何疑问或投诉，请致电${insurer.hotline}或发送邮件至${BROKER.email}。`, `For questions or complaints call ${insurer.hotline} or e-mail ${BROKER.email}.`),
  ]);
}
