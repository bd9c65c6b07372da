import { cjkDocument } from './cjk-document';

/** Everything printed on an endorsement (批单); the caller masks ID numbers. */
export interface EndorsementContent {
  endorsementNo: string;
  policyNo: string;
  productName: string;
  insurerName: string;
  holderName: string;
  kindLabel: string;
  effectiveDate: string;
  appliedAt: string;
  insuredBefore: number;
  insuredAfter: number;
  lines: { change: string; name: string; idNumber: string; amount: string }[];
  charge: string;
  refund: string;
  net: string;
}

const MARGIN = 48;
const WIDTH = 595.28 - 2 * MARGIN;
const COLUMNS = [
  { title: '#', width: 28 },
  { title: '变更', width: 90 },
  { title: '姓名', width: 110 },
  { title: '证件号码', width: 150 },
  { title: '保费变化（元）', width: WIDTH - 378 },
];

/** The endorsement PDF: what changed, the amounts, the new number of insureds; A4 with the e-policy's CJK font. */
export async function renderEndorsement(content: EndorsementContent): Promise<{ pdf: Buffer; pages: number }> {
  const { doc, done } = await cjkDocument({ margin: MARGIN, bufferPages: true, info: { Title: `批单 ${content.endorsementNo}`, Author: content.insurerName } });

  doc.font('cjk-bold').fontSize(11).fillColor('#666666').text(content.insurerName);
  doc.font('cjk-bold').fontSize(20).fillColor('black').text('批单 Endorsement', { width: WIDTH });
  doc.moveDown(0.5).font('cjk').fontSize(10);
  const fields: [string, string][] = [
    ['批单号', content.endorsementNo],
    ['保单号', content.policyNo],
    ['产品名称', content.productName],
    ['投保人', content.holderName],
    ['批改类型', content.kindLabel],
    ['生效日期', `${content.effectiveDate} 00:00（北京时间）`],
    ['批改时间', content.appliedAt],
    ['被保险人人数', `${content.insuredBefore} → ${content.insuredAfter}`],
    ['应收保费', `人民币 ${content.charge} 元`],
    ['应退保费', `人民币 ${content.refund} 元`],
    ['保费变化合计', `人民币 ${content.net} 元`],
  ];
  for (const [label, value] of fields) doc.text(`${label}：${value}`, { width: WIDTH });

  doc.moveDown(0.8);
  const row = (cells: string[], header: boolean) => {
    if (doc.y > 780) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    cells.forEach((cell, index) => {
      doc.font(header ? 'cjk-bold' : 'cjk').fontSize(9).fillColor(header ? '#666666' : 'black');
      doc.text(cell, x + 2, y, { width: COLUMNS[index].width - 4 });
      bottom = Math.max(bottom, doc.y);
      x += COLUMNS[index].width;
    });
    doc.y = bottom + 3;
  };
  row(
    COLUMNS.map((column) => column.title),
    true,
  );
  content.lines.forEach((line, index) => {
    row([String(index + 1), line.change, line.name, line.idNumber, line.amount], false);
  });
  doc.moveDown(1).font('cjk').fontSize(8.5).fillColor('#666666');
  doc.text('本批单为保险合同的组成部分，与保险单具有同等效力。保费变化按生效日至保险期间届满日的天数比例计算，每行保费四舍五入至分。', MARGIN, doc.y, { width: WIDTH });
  const pages = doc.bufferedPageRange().count;
  doc.end();
  return { pdf: await done, pages };
}
