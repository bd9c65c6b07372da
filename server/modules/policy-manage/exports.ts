import { PassThrough, type Readable } from 'node:stream';
import type { PolicySearch } from '../../../domain/api/policy-manage';
import { fenToYuanText } from '../../../domain/money';
import { maskIdNumber, maskName } from '../../../domain/privacy/mask';
import type { PolicyStanding } from '../../../domain/rules/policy-standing';
import { todayInBeijing } from '../../../domain/validators';
import type { SalesContext } from '../../sales/context';
import { premiumInForceFen } from '../../sales/premium-in-force';
import { orderDetails } from '../../sales/orders';
import type { BookScope } from '../../sales/scope';
import { type Cursor, insuredsAfter, searchPolicies } from './repository';
import { requireInScope, standingOf } from './service';

/** Rows fetched per query: the export holds one batch in memory, never the whole list. */
const BATCH = 500;

const STANDING_TEXT: Record<PolicyStanding['state'], string> = {
  notStarted: '未生效',
  inForce: '保障中',
  expired: '已到期',
  cancelled: '已注销',
  surrendered: '已退保',
};
const GENDER_TEXT: Record<string, string> = { M: '男', F: '女' };

/**
 * An .xlsx written row by row into a stream (exceljs' streaming writer): rows are committed as they come, so
 * memory stays flat however many there are. `fill` adds the rows; a failure ends the stream with the error.
 */
function streamedWorkbook(sheetName: string, columns: { header: string; key: string; width: number }[], fill: (add: (row: Record<string, unknown>) => void) => Promise<void>): Readable {
  const out = new PassThrough();
  void (async () => {
    // Loaded on first use, not at start: exceljs costs about 30 MB of resident memory (issue 19).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName);
    sheet.columns = columns;
    await fill((row) => sheet.addRow(row).commit());
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => out.destroy(error));
  return out;
}

/** exportPolicy: every policy of the list's search, in the scope, newest first. */
export function exportPolicies(ctx: SalesContext, scope: BookScope, search: PolicySearch, now = new Date()): Readable {
  const today = todayInBeijing(now);
  return streamedWorkbook(
    '保单清单',
    [
      { header: '保单号', key: 'policyNo', width: 24 },
      { header: '订单号', key: 'orderId', width: 24 },
      { header: '产品', key: 'product', width: 28 },
      { header: '投保人', key: 'holder', width: 16 },
      { header: '被保险人数', key: 'insureds', width: 10 },
      { header: '保费（元）', key: 'premium', width: 12 },
      { header: '起保日期', key: 'start', width: 12 },
      { header: '终止日期', key: 'end', width: 12 },
      { header: '状态', key: 'state', width: 10 },
    ],
    async (add) => {
      let after: Cursor | undefined;
      for (;;) {
        const rows = await searchPolicies(ctx.db, ctx.sensitive.blindIndex, scope, search, today, BATCH, after);
        for (const row of rows) {
          add({
            policyNo: row.policy_no,
            orderId: row.order_id,
            product: orderDetails(row).productName,
            holder: maskName(row.holder_name),
            insureds: row.insured_count,
            premium: fenToYuanText(premiumInForceFen(row)),
            start: row.start_date,
            end: row.end_date,
            state: STANDING_TEXT[standingOf(row, today)!.state],
          });
        }
        const last = rows.at(-1);
        if (rows.length < BATCH || !last) return;
        after = { createdAt: last.created_at, orderId: last.order_id };
      }
    },
  );
}

/** exportInsureds: one policy's insured list, ID numbers masked. Throws before streaming when the policy is not the caller's. */
export async function exportInsureds(ctx: SalesContext, scope: BookScope, policyId: string): Promise<{ policyNo: string; stream: Readable }> {
  const order = await requireInScope(ctx, scope, policyId, 404);
  const stream = streamedWorkbook(
    '被保险人清单',
    [
      { header: '序号', key: 'seq', width: 6 },
      { header: '姓名', key: 'name', width: 14 },
      { header: '证件类型', key: 'idType', width: 8 },
      { header: '证件号码', key: 'idNumber', width: 22 },
      { header: '出生日期', key: 'birthDate', width: 12 },
      { header: '性别', key: 'gender', width: 6 },
      { header: '职业', key: 'occupation', width: 16 },
      { header: '职业类别', key: 'level', width: 8 },
      { header: '保费（元）', key: 'premium', width: 12 },
    ],
    async (add) => {
      let afterSeq = -1;
      for (;;) {
        const rows = await insuredsAfter(ctx.db, order.id, afterSeq, BATCH);
        for (const row of rows) {
          add({
            seq: row.seq + 1,
            name: row.name,
            idType: row.id_type,
            idNumber: maskIdNumber(ctx.sensitive.decrypt(row.id_number_enc)),
            birthDate: row.birth_date ?? '',
            gender: GENDER_TEXT[row.gender ?? ''] ?? '',
            occupation: row.occupation_name ?? '',
            level: row.occupation_level ?? '',
            premium: fenToYuanText(Number(row.premium_fen)),
          });
        }
        const last = rows.at(-1);
        if (rows.length < BATCH || !last) return;
        afterSeq = last.seq;
      }
    },
  );
  return { policyNo: order.policy_no ?? order.id, stream };
}
