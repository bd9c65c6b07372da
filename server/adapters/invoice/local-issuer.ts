import { sql } from 'kysely';
import { fenToYuanText } from '../../../domain/money';
import { A4, cjkDocument } from '../pdf/cjk-document';
import type { InvoiceDraft, InvoiceIssuer } from './invoice-issuer';

const MARGIN = 48;
const RED = '#b4232a';

/** The local issuer: numbers from the database's sequence, a PDF in the layout of a VAT e-invoice. */
export function localInvoiceIssuer(): InvoiceIssuer {
  return {
    async issue(draft, db) {
      const { rows } = await sql<{ n: string }>`SELECT nextval('invoice_no_seq')::text AS n`.execute(db);
      const invoiceNo = `${draft.issuedOn.replaceAll('-', '')}${rows[0].n.padStart(8, '0')}`;
      return { invoiceNo, pdf: await renderInvoice(invoiceNo, draft) };
    },
    // Nothing to tell anyone locally: the invoice row records the voiding.
    async void() {},
  };
}

export async function renderInvoice(invoiceNo: string, draft: InvoiceDraft): Promise<Buffer> {
  const { doc, done } = await cjkDocument({ margin: MARGIN, info: { Title: `电子发票 ${invoiceNo}`, Author: draft.insurerName } });
  const kind = draft.billingType === 'special' ? '电子发票（增值税专用发票）' : '电子发票（普通发票）';
  doc.font('cjk').fontSize(18).fillColor(RED).text(kind, MARGIN, MARGIN, { align: 'center', width: A4.width - 2 * MARGIN });
  doc.moveDown(0.5).fontSize(10).fillColor('black');
  const line = (label: string, value: string | null) => {
    if (value) doc.text(`${label}：${value}`, { width: A4.width - 2 * MARGIN });
  };
  line('发票号码', invoiceNo);
  line('开票日期', draft.issuedOn);
  doc.moveDown(0.5).fillColor(RED).text('购买方信息').fillColor('black');
  line('名称', draft.title);
  line('统一社会信用代码/纳税人识别号', draft.taxNumber);
  line('地址、电话', [draft.companyAddress, draft.companyPhone].filter(Boolean).join(' ') || null);
  line('开户行及账号', [draft.bankName, draft.bankAccount].filter(Boolean).join(' ') || null);
  doc.moveDown(0.5).fillColor(RED).text('销售方信息').fillColor('black');
  line('名称', draft.insurerName);
  doc.moveDown(0.5).fillColor(RED).text('项目').fillColor('black');
  line('项目名称', `*保险服务*${draft.productName}`);
  line('保单号', draft.policyNo);
  line('价税合计（小写）', `¥${fenToYuanText(draft.amountFen)}`);
  line('备注', '保险费免征增值税');
  doc.end();
  return done;
}
