import { A4, cjkDocument } from './cjk-document';
import QRCode from 'qrcode';

/** Everything printed on an e-policy; the caller masks what must be masked. */
export interface EPolicyContent {
  /** Travel policies print every label in Chinese and English. */
  bilingual: boolean;
  policyNo: string;
  orderId: string;
  productName: string;
  planName: string;
  insurerName: string;
  destination?: string;
  holder: { name: string; idNumber: string; phone: string };
  insureds: { name: string; enName?: string; idNumber: string; birthDate: string; gender: string; premium: string }[];
  duties: { name: string; sumInsured: string }[];
  /** YYYY-MM-DD, Beijing time. */
  startDate: string;
  endDate: string;
  premium: string;
  issuedAt: string;
  hotlines: { label: string; number: string; hours: string }[];
  verifyUrl: string;
  /** A cancelled or surrendered policy: every page carries a stamp, e.g. "已注销 VOID" and the date. */
  voided?: { label: string; date: string };
  /** Schengen plans: the statement consulates look for; medical cover in yuan with thousands separators. */
  schengen?: { medical: string };
}

const MARGIN = 48;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const BLUE = '#1677ff';
const GREY = '#666666';

type Label = readonly [zh: string, en: string];
const L = {
  title: ['电子保险单', 'Electronic Insurance Policy'],
  policyNo: ['保单号', 'Policy No.'],
  orderNo: ['订单号', 'Order No.'],
  issuedAt: ['签发时间', 'Issued at'],
  // The first section's heading: what it holds (product, plan, insurer, period, premium), not its first row's label.
  policy: ['保单信息', 'Policy details'],
  product: ['产品名称', 'Product'],
  plan: ['保障计划', 'Plan'],
  insurer: ['承保公司', 'Insurer'],
  period: ['保险期间', 'Period of insurance'],
  destination: ['旅行目的地', 'Destination'],
  premium: ['保险费合计', 'Total premium'],
  holder: ['投保人', 'Policyholder'],
  idNumber: ['证件号码', 'ID number'],
  phone: ['联系电话', 'Phone'],
  insureds: ['被保险人', 'Insured persons'],
  name: ['姓名', 'Name'],
  birthDate: ['出生日期', 'Date of birth'],
  gender: ['性别', 'Gender'],
  insuredPremium: ['保费', 'Premium'],
  duties: ['保险责任及保险金额', 'Benefits and sums insured'],
  duty: ['保险责任', 'Benefit'],
  sumInsured: ['保险金额', 'Sum insured'],
  hotlines: ['服务热线', 'Hotlines'],
  notes: ['特别约定', 'Special provisions'],
  verify: ['扫码验证保单真伪', 'Scan to verify this policy'],
  schengen: ['申根签证保险证明', 'Schengen visa insurance certificate'],
} as const satisfies Record<string, Label>;

const NOTES: readonly Label[] = [
  ['本合同自投保人一次性足额缴纳保险费后生效，未缴费前合同不生效。', 'The contract takes effect only after the premium is paid in full in one lump sum.'],
  ['保险期间自起保日北京时间00:00起，至终止日北京时间24:00止。', 'Cover starts at 00:00 on the effective date and ends at 24:00 on the expiry date, Beijing time.'],
  ['本产品无犹豫期。退保或批改请于资料齐全后3个工作日内办理。', 'There is no cooling-off period. Surrenders and endorsements are processed within 3 working days of complete materials.'],
];

/** The Schengen statement, both languages: cover, area, repatriation, exact dates and the passport names. */
function schengenStatement(content: EPolicyContent, medical: string): Label[] {
  const names = content.insureds.map((insured) => insured.enName ?? insured.name).join(', ');
  return [
    [`医疗费用保险金额人民币${medical}元，不低于30,000欧元。`, `Medical expenses covered up to CNY ${medical}, not less than EUR 30,000.`],
    ['本保单在全部申根协议国家有效。', 'This policy is valid in all Schengen states.'],
    ['承保紧急医疗运送及送返（含遗体送返）。', 'Emergency medical evacuation and repatriation, including repatriation of remains, are covered.'],
    [`旅行日期：${content.startDate} 至 ${content.endDate}（北京时间）。`, `Travel dates: ${content.startDate} to ${content.endDate} (Beijing time).`],
    [`被保险人（护照姓名）：${names}`, `Insured (name as in passport): ${names}`],
  ];
}

/** A red diagonal stamp across every page, so no page of a voided policy can pass for a valid one. */
function stampVoid(doc: PDFKit.PDFDocument, pages: number, voided: { label: string; date: string }) {
  for (let page = 0; page < pages; page++) {
    doc.switchToPage(page);
    doc.save();
    doc.rotate(-35, { origin: [A4.width / 2, A4.height / 2] });
    doc.opacity(0.55).lineWidth(3).strokeColor('#d4380d').roundedRect(A4.width / 2 - 190, A4.height / 2 - 62, 380, 124, 12).stroke();
    doc.font('cjk-bold').fontSize(44).fillColor('#d4380d').text(voided.label, A4.width / 2 - 190, A4.height / 2 - 50, { width: 380, align: 'center', lineBreak: false });
    doc.font('cjk-bold').fontSize(18).text(voided.date, A4.width / 2 - 190, A4.height / 2 + 14, { width: 380, align: 'center', lineBreak: false });
    doc.restore();
  }
}

/** Renders the e-policy: A4, the bundled CJK font, a QR code to the public verification page. */
export async function renderEPolicy(content: EPolicyContent): Promise<{ pdf: Buffer; pages: number }> {
  const qr = await QRCode.toBuffer(content.verifyUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const { doc, done } = await cjkDocument({
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${L.title[0]} ${content.policyNo}`, Author: content.insurerName, Subject: content.productName },
  });

  const label = (key: keyof typeof L) => (content.bilingual ? `${L[key][0]} ${L[key][1]}` : L[key][0]);
  const ensureRoom = (height: number) => {
    if (doc.y + height > A4.height - MARGIN) doc.addPage();
  };
  const heading = (key: keyof typeof L) => {
    ensureRoom(40);
    doc.moveDown(0.6).font('cjk-bold').fontSize(12).fillColor(BLUE).text(label(key), MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.moveTo(MARGIN, doc.y + 2).lineTo(A4.width - MARGIN, doc.y + 2).strokeColor(BLUE).lineWidth(0.6).stroke();
    doc.moveDown(0.4).fillColor('black');
  };
  const field = (key: keyof typeof L, value: string) => {
    ensureRoom(20);
    const y = doc.y;
    doc.font('cjk').fontSize(9).fillColor(GREY).text(label(key), MARGIN, y, { width: 150 });
    const labelBottom = doc.y;
    doc.font('cjk').fontSize(10).fillColor('black').text(value, MARGIN + 155, y, { width: CONTENT_WIDTH - 155 });
    doc.y = Math.max(doc.y, labelBottom) + 3;
  };
  const table = (columns: { title: string; width: number }[], rows: string[][]) => {
    const drawRow = (cells: string[], header: boolean) => {
      ensureRoom(18);
      const y = doc.y;
      let x = MARGIN;
      let bottom = y;
      cells.forEach((cell, index) => {
        doc.font(header ? 'cjk-bold' : 'cjk').fontSize(header ? 8.5 : 9).fillColor(header ? GREY : 'black');
        doc.text(cell, x + 2, y, { width: columns[index].width - 4 });
        bottom = Math.max(bottom, doc.y);
        x += columns[index].width;
      });
      doc.y = bottom + 3;
      doc.moveTo(MARGIN, doc.y - 1).lineTo(A4.width - MARGIN, doc.y - 1).strokeColor('#dddddd').lineWidth(0.4).stroke();
    };
    drawRow(
      columns.map((column) => column.title),
      true,
    );
    for (const row of rows) drawRow(row, false);
  };

  // Header: insurer, title, policy number; the verification QR code on the right.
  const qrSize = 92;
  // The caption under the QR code is wider than the code: the header's text stops 12 pt before it.
  const captionX = A4.width - MARGIN - qrSize - 20;
  const headerWidth = captionX - 12 - MARGIN;
  doc.image(qr, A4.width - MARGIN - qrSize, MARGIN - 6, { width: qrSize });
  doc.font('cjk').fontSize(7).fillColor(GREY);
  doc.text(label('verify'), captionX, MARGIN + qrSize - 4, { width: qrSize + 20, align: 'center' });
  doc.font('cjk-bold').fontSize(11).fillColor(GREY).text(content.insurerName, MARGIN, MARGIN, { width: headerWidth });
  doc.font('cjk-bold').fontSize(20).fillColor('black').text(L.title[0], MARGIN, doc.y + 4, { width: headerWidth });
  if (content.bilingual) doc.font('cjk').fontSize(11).fillColor(GREY).text(L.title[1], { width: headerWidth });
  doc.font('cjk').fontSize(10).fillColor('black');
  doc.text(`${label('policyNo')}：${content.policyNo}`, MARGIN, doc.y + 6, { width: headerWidth });
  doc.fontSize(8.5).fillColor(GREY).text(`${label('orderNo')}：${content.orderId}    ${label('issuedAt')}：${content.issuedAt}`, {
    width: headerWidth,
  });
  doc.y = Math.max(doc.y, MARGIN + qrSize + 12);

  heading('policy');
  field('product', content.productName);
  field('plan', content.planName);
  field('insurer', content.insurerName);
  field(
    'period',
    content.bilingual
      ? `${content.startDate} 00:00 至 ${content.endDate} 24:00（北京时间）\nFrom ${content.startDate} 00:00 to ${content.endDate} 24:00, Beijing time`
      : `自 ${content.startDate} 00:00 起至 ${content.endDate} 24:00 止（北京时间）`,
  );
  if (content.destination) field('destination', content.destination);
  field('premium', `人民币 RMB ${content.premium}`);

  heading('holder');
  field('name', content.holder.name);
  field('idNumber', content.holder.idNumber);
  field('phone', content.holder.phone);

  heading('insureds');
  table(
    [
      { title: '#', width: 24 },
      { title: label('name'), width: 120 },
      { title: label('idNumber'), width: 135 },
      { title: label('birthDate'), width: 90 },
      { title: label('gender'), width: 55 },
      { title: label('insuredPremium'), width: CONTENT_WIDTH - 424 },
    ],
    content.insureds.map((insured, index) => [
      String(index + 1),
      insured.enName ? `${insured.name}\n${insured.enName}` : insured.name,
      insured.idNumber,
      insured.birthDate,
      insured.gender,
      insured.premium,
    ]),
  );

  heading('duties');
  table(
    [
      { title: label('duty'), width: CONTENT_WIDTH - 150 },
      { title: label('sumInsured'), width: 150 },
    ],
    content.duties.map((duty) => [duty.name, duty.sumInsured]),
  );

  if (content.schengen) {
    heading('schengen');
    for (const [zh, en] of schengenStatement(content, content.schengen.medical)) {
      ensureRoom(28);
      doc.font('cjk').fontSize(9).fillColor('black').text(zh, MARGIN, doc.y, { width: CONTENT_WIDTH });
      doc.fillColor(GREY).text(en, { width: CONTENT_WIDTH });
    }
  }

  heading('hotlines');
  for (const hotline of content.hotlines) {
    ensureRoom(16);
    doc.font('cjk').fontSize(9).fillColor('black').text(`${hotline.label}：${hotline.number}（${hotline.hours}）`, MARGIN, doc.y, { width: CONTENT_WIDTH });
  }

  heading('notes');
  NOTES.forEach(([zh, en], index) => {
    ensureRoom(28);
    doc.font('cjk').fontSize(8.5).fillColor('black').text(`${index + 1}. ${zh}`, MARGIN, doc.y, { width: CONTENT_WIDTH });
    if (content.bilingual) doc.fillColor(GREY).text(`   ${en}`, { width: CONTENT_WIDTH });
  });
  ensureRoom(20);
  doc.moveDown(0.8).font('cjk').fontSize(8).fillColor(GREY).text(`${label('verify')}：${content.verifyUrl}`, MARGIN, doc.y, { width: CONTENT_WIDTH });

  const pages = doc.bufferedPageRange().count;
  if (content.voided) stampVoid(doc, pages, content.voided);
  doc.end();
  return { pdf: await done, pages };
}
