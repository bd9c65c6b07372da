import type { FastifyRequest } from 'fastify';
import { BATCH_SHEET_COLUMNS, BATCH_SHEET_NAME, type BatchKind, type BatchLineInput, type BatchUpload } from '../../../domain/api/endorsement';
import { addDays, fictionalIdNumber, todayInBeijing } from '../../../domain/validators';
import type { SalesContext } from '../../sales/context';
import { readSheetRows, receiveSheet, type SheetRow, sheetCheck, sheetTemplateXlsx } from '../../sales/insured-sheet';
import { type BookScope, scopeOf } from '../../sales/scope';
import type { Principal } from '../../sales/tokens';
import { checkOrPrice } from './service';

const MAX_ROWS = 5_000;

/** A sheet row as a batch line: the joining person's cells and the leaving person's, as the kind has them. */
function lineOf(kind: BatchKind, { cells }: SheetRow): BatchLineInput {
  const joining =
    kind === 'delete'
      ? undefined
      : {
          name: cells.name ?? '',
          idType: cells.idType || '1',
          idNumber: cells.idNumber ?? '',
          ...(cells.birthDate && { birthDate: cells.birthDate }),
          ...((cells.gender === 'M' || cells.gender === 'F') && { gender: cells.gender as 'M' | 'F' }),
          ...(cells.occupationCode && { occupationCode: cells.occupationCode }),
          ...(cells.occupationName && { occupationName: cells.occupationName }),
          ...(cells.occulevel && { occulevel: cells.occulevel }),
        };
  const leaving = kind === 'add' ? undefined : { idNumber: cells.leavingIdNumber ?? '', ...(cells.leavingName && { name: cells.leavingName }) };
  return { ...(joining && { joining }), ...(leaving && { leaving }) };
}

/**
 * The add, replace and delete uploads: the sheet read by the template's headers, each row checked like a form row
 * (its problems name the sheet's row), an error sheet kept when a row fails, and the batch priced when none does.
 */
export async function uploadBatchSheet(
  ctx: SalesContext,
  principal: Principal,
  request: FastifyRequest,
  input: { kind: BatchKind; policyId: string; effectiveDate: string; batchId?: string },
  now = new Date(),
): Promise<BatchUpload> {
  const scope: BookScope = scopeOf(principal);
  const bytes = await receiveSheet(request);
  const columns = BATCH_SHEET_COLUMNS[input.kind];
  const options = { sheetName: BATCH_SHEET_NAME, maxRows: MAX_ROWS };
  const rows = await readSheetRows(bytes, columns, options);
  const result = await checkOrPrice(
    ctx,
    scope,
    { policyId: input.policyId, kind: input.kind, effectiveDate: input.effectiveDate, lines: rows.map((row) => lineOf(input.kind, row)), ...(input.batchId && { batchId: input.batchId }) },
    rows.map((row) => row.row),
    now,
  );
  const problems = 'problems' in result ? result.problems : [];
  const check = await sheetCheck(ctx, principal, { bytes, rows, columns, options }, problems);
  return { ...check, batch: 'info' in result ? result.info : null };
}

/** getBatchAddTemplate/{product}/{kind}: the kind's columns, text-formatted, with one fictional example row. */
export function batchTemplate(kind: BatchKind): Promise<Buffer> {
  const birthDate = '1990-05-12';
  const joining = { name: '示例员工', idType: '1', idNumber: fictionalIdNumber('110105', birthDate, 321), birthDate, gender: 'M', occupationCode: '0101001', occupationName: '内勤人员', occulevel: '1' };
  const leaving = { leavingName: '示例离职员工', leavingIdNumber: fictionalIdNumber('110105', '1985-03-08', 654) };
  const example = kind === 'add' ? joining : kind === 'delete' ? leaving : { ...leaving, ...joining };
  return sheetTemplateXlsx(BATCH_SHEET_COLUMNS[kind], {
    sheetName: BATCH_SHEET_NAME,
    examples: [example],
    notes: [`生效日期最早为明日（如 ${addDays(todayInBeijing(), 1)}）；请删除示例行后填写。`, '证件类型：1 身份证；性别：M 男，F 女；职业类别 1-6。'],
  });
}
