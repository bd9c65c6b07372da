import { A4, cjkDocument } from './cjk-document';

/** What a group medical quotation prints; amounts are already formatted. */
export interface QuotationContent {
  quotationId: string;
  version: number;
  companyName: string;
  productName: string;
  insurerName: string;
  quoteDate: string;
  validUntil: string;
  startDate: string;
  members: number;
  employees: number;
  factors: string;
  duties: { name: string; option: string; limit: string; deductible: string; coPay: string; premium: string }[];
  bands: { band: string; male: number; female: number; premium: string }[];
  total: string;
}

const MARGIN = 48;
const WIDTH = A4.width - 2 * MARGIN;
const BLUE = '#1677ff';
const GREY = '#666666';
export const DEMO_RATES_NOTE = '本报价所用费率为演示费率，仅供演示，不构成要约。Rates are demonstration rates.';

/** The quotation for the client: company, duties and limits, the census by age band, the premium table. */
export async function renderQuotation(content: QuotationContent): Promise<Buffer> {
  const { doc, done } = await cjkDocument({ margin: MARGIN, info: { Title: `团体医疗保险报价单 ${content.quotationId}`, Author: content.insurerName, Subject: content.companyName } });
  const heading = (title: string) => {
    if (doc.y > A4.height - MARGIN - 60) doc.addPage();
    doc.moveDown(0.6).font('cjk-bold').fontSize(12).fillColor(BLUE).text(title, MARGIN, doc.y, { width: WIDTH });
    doc.moveDown(0.3).fillColor('black');
  };
  const line = (label: string, value: string) => doc.font('cjk').fontSize(10).fillColor('black').text(`${label}：${value}`, MARGIN, doc.y, { width: WIDTH });
  const table = (widths: number[], header: string[], rows: string[][]) => {
    for (const [index, cells] of [header, ...rows].entries()) {
      if (doc.y > A4.height - MARGIN - 20) doc.addPage();
      const y = doc.y;
      let x = MARGIN;
      let bottom = y;
      cells.forEach((cell, column) => {
        doc.font(index === 0 ? 'cjk-bold' : 'cjk').fontSize(9).fillColor(index === 0 ? GREY : 'black').text(cell, x + 2, y, { width: widths[column] - 4 });
        bottom = Math.max(bottom, doc.y);
        x += widths[column];
      });
      doc.y = bottom + 3;
      doc.moveTo(MARGIN, doc.y - 1).lineTo(A4.width - MARGIN, doc.y - 1).strokeColor('#dddddd').lineWidth(0.4).stroke();
    }
  };

  doc.font('cjk-bold').fontSize(11).fillColor(GREY).text(content.insurerName, MARGIN, MARGIN, { width: WIDTH });
  doc.font('cjk-bold').fontSize(20).fillColor('black').text('团体医疗保险报价单', { width: WIDTH });
  doc.font('cjk').fontSize(9).fillColor('#d4380d').text(DEMO_RATES_NOTE, { width: WIDTH });
  doc.moveDown(0.4);
  line('投保单位', content.companyName);
  line('产品名称', content.productName);
  line('报价单号', `${content.quotationId}（第${content.version}版）`);
  line('报价日期', content.quoteDate);
  line('报价有效期至', content.validUntil);
  line('拟起保日期', content.startDate);
  line('参保人数', `${content.members}人（员工${content.employees}人）`);
  line('费率因子', content.factors);

  heading('保障责任及保费');
  table([110, 80, 80, 70, 60, WIDTH - 400], ['责任', '方案', '年度限额', '免赔额', '自付比例', '保费（元）'], content.duties.map((duty) => [duty.name, duty.option, duty.limit, duty.deductible, duty.coPay, duty.premium]));

  heading('人员年龄分布及保费');
  table([130, 90, 90, WIDTH - 310], ['年龄段', '男', '女', '保费（元）'], content.bands.map((band) => [band.band, String(band.male), String(band.female), band.premium]));

  doc.moveDown(0.6).font('cjk-bold').fontSize(13).fillColor('black').text(`保费合计：人民币 ${content.total} 元`, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.6).font('cjk').fontSize(8.5).fillColor(GREY);
  doc.text(`本报价单自报价日起有效至 ${content.validUntil}，逾期须重新报价。年龄按报价日计算。`, { width: WIDTH });
  doc.text(DEMO_RATES_NOTE, { width: WIDTH });
  doc.end();
  return done;
}
