import { A4, cjkDocument } from './cjk-document';

/** What a risk notice (风险告知书) prints; the caller words the reasons. */
export interface RiskNoticeContent {
  insurerName: string;
  productName: string;
  /** Empty on the product's blank notice. */
  orderId?: string;
  holderName?: string;
  planName?: string;
  insuredCount?: number;
  highRiskCount?: number;
  /** Each reached rule in words, e.g. "高风险职业人员占比 40%（≥30% 须签章上传）". */
  reasons: string[];
  /** The rules of the product in words, printed on every notice. */
  rules: string[];
  date: string;
}

const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;

const DECLARATION = [
  '投保人已如实告知被保险人的职业类别、人数及保障需求，如有隐瞒或不实告知，保险人有权依法解除合同或不承担赔偿责任。',
  '高风险职业人员（5类及以上）发生保险事故的概率显著高于一般人员，保险人可能调整承保条件、加收保险费或拒绝承保。',
  '保险金额较高或参保人数较多的团体保单，须经保险人核保同意后方可生效。',
  '投保人确认已阅读并理解上述风险提示，同意以签章后的本告知书作为投保资料的组成部分。',
];

/** The risk notice a holder signs and seals before a risky group policy is underwritten. */
export async function renderRiskNotice(content: RiskNoticeContent): Promise<Buffer> {
  const { doc, done } = await cjkDocument({ margin: MARGIN, info: { Title: `风险告知书 ${content.orderId ?? content.productName}`, Author: content.insurerName } });
  const line = (label: string, value: string | number | undefined) => {
    doc.font('cjk').fontSize(10.5).fillColor('black').text(`${label}：${value ?? '＿＿＿＿＿＿＿＿'}`, { width: WIDTH });
  };
  const numbered = (lines: readonly string[], size: number) => {
    for (const [index, text] of lines.entries()) doc.font('cjk').fontSize(size).fillColor('black').text(`${index + 1}. ${text}`, { width: WIDTH });
  };
  const heading = (title: string) => doc.moveDown(0.8).font('cjk-bold').fontSize(12).fillColor('black').text(title, { width: WIDTH }).moveDown(0.3);

  doc.font('cjk-bold').fontSize(11).fillColor('#666666').text(content.insurerName, { width: WIDTH, align: 'center' });
  doc.font('cjk-bold').fontSize(20).fillColor('black').text('团体保险风险告知书', { width: WIDTH, align: 'center' }).moveDown(0.8);
  line('产品名称', content.productName);
  line('订单号', content.orderId);
  line('投保单位', content.holderName);
  line('保障计划', content.planName);
  line('参保人数', content.insuredCount);
  line('高风险职业人数', content.highRiskCount);

  heading('一、本单触发的风险提示');
  const reasons = content.reasons.length > 0 ? content.reasons : ['本单未触发风险提示规则。'];
  numbered(reasons, 10.5);
  heading('二、本产品的核保规则');
  numbered(content.rules, 10);
  heading('三、投保人声明');
  numbered(DECLARATION, 10);

  // Signature and seal: the seal goes in the dashed circle, where the seal check looks for it first.
  const top = Math.max(doc.y + 30, A4.height - MARGIN - 170);
  doc.font('cjk').fontSize(11).text('投保单位（公章）：', MARGIN, top);
  doc.text('经办人签字：', MARGIN, top + 40);
  doc.text(`日期：${content.date}`, MARGIN, top + 80);
  doc.save().dash(4, { space: 4 }).circle(A4.width - MARGIN - 80, top + 60, 70).strokeColor('#999999').lineWidth(1).stroke().restore();
  doc.font('cjk').fontSize(9).fillColor('#999999').text('盖章处', A4.width - MARGIN - 110, top + 54, { width: 60, align: 'center' });
  doc.end();
  return done;
}
