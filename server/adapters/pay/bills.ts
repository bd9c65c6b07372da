import { unzipSync } from 'fflate';
import type { StatementEntry } from '../../../domain/rules/statement-reconciliation';

/** "128.00" to 12800, without floating point. */
export function yuanToFen(yuan: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** One comma-separated line with its cells trimmed; WeChat Pay prefixes each cell with a backtick (keeps Excel from reading numbers). */
function cells(line: string): string[] {
  return line.split(',').map((cell) => cell.trim().replace(/^`/, '').trim());
}

/** The rows under a header line (the first line whose first cell is `firstColumn`) until `stop` says the table ended. */
function table(text: string, firstColumn: string, stop: (line: string) => boolean): Record<string, string>[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const start = lines.findIndex((line) => cells(line)[0] === firstColumn);
  if (start < 0) throw new Error(`bill without its header (${firstColumn})`);
  const header = cells(lines[start]);
  const rows: Record<string, string>[] = [];
  for (const line of lines.slice(start + 1)) {
    if (stop(line)) break;
    if (line.trim() === '') continue;
    const row = cells(line);
    rows.push(Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
  }
  return rows;
}

const amount = (text: string, where: string) => {
  const fen = yuanToFen(text.replace(/^-/, ''));
  if (!Number.isFinite(fen)) throw new Error(`bill amount unreadable in ${where}: ${text}`);
  return fen;
};

/**
 * A WeChat Pay trade bill (bill_type SUCCESS or REFUND): the column header, one backtick-prefixed row per trade or
 * refund, then the summary ("总交易单数", …). A SUCCESS row is a payment by our out_trade_no (订单金额, coupons
 * included: what we asked), a REFUND row a refund by our out_refund_no (申请退款金额).
 */
export function parseWechatBill(text: string): StatementEntry[] {
  return table(text, '交易时间', (line) => line.startsWith('总交易单数')).map((row) => {
    if (row.交易状态 === 'REFUND') return { kind: 'refund', ref: row.商户退款单号, amountFen: amount(row.申请退款金额 || row.退款金额, row.商户退款单号) };
    return { kind: 'payment', ref: row.商户订单号, amountFen: amount(row.订单金额 || row.应结订单金额, row.商户订单号) };
  });
}

/**
 * Alipay's trade bill: a zip of two GBK CSVs, the details ("业务明细") and their summary ("汇总"). The details are
 * the rows between "#…业务明细列表…" and the next "#" line: 交易 rows are payments by our out_trade_no, 退款 rows
 * refunds by our out_request_no (退款批次号/请求号), their amount negative.
 */
export function parseAlipayBill(zip: Uint8Array): StatementEntry[] {
  const gbk = new TextDecoder('gbk');
  // Entry names are GBK without the zip's UTF-8 flag: the details are told by their header, not their name.
  const detail = Object.values(unzipSync(zip))
    .map((bytes) => gbk.decode(bytes))
    .find((text) => text.split(/\r?\n/).some((line) => cells(line)[0] === '支付宝交易号'));
  if (!detail) throw new Error('alipay bill without its details');
  return table(detail, '支付宝交易号', (line) => line.startsWith('#')).map((row) => {
    const total = row['订单金额（元）'];
    if (row.业务类型 === '退款') return { kind: 'refund', ref: row['退款批次号/请求号'], amountFen: amount(total, row['退款批次号/请求号']) };
    return { kind: 'payment', ref: row.商户订单号, amountFen: amount(total, row.商户订单号) };
  });
}
