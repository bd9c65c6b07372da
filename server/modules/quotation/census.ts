import { CENSUS_COLUMNS, CENSUS_SHEET, type CensusMemberInput, type CensusUpload } from '../../../domain/api/quotation';
import type { SheetProblem } from '../../../domain/api/sheet';
import { censusMemberOf, orphanDependants } from '../../../domain/group-medical';
import { duplicateProblems, readSheetRows, type SheetRow, sheetCheck, sheetTemplateXlsx } from '../../sales/insured-sheet';
import { messageOf } from '../../catalog/messages';
import type { SalesContext } from '../../sales/context';
import type { Principal } from '../../sales/tokens';

const NOTES = [
  '每行一人：员工填“1本人”；家属填“2配偶”或“3子女”，并填写所属员工的证件号码。',
  '身份证号码可推算出生日期和性别；其他证件请填写出生日期（YYYY-MM-DD）和性别（M/F）。',
  '年龄按报价日计算。One person a row; dependants name their employee by ID number.',
];

/** getInsureTemplate: the census sheet to fill, with its notes. */
export function censusTemplateXlsx(): Promise<Buffer> {
  return sheetTemplateXlsx(CENSUS_COLUMNS, { sheetName: CENSUS_SHEET, notes: NOTES });
}

const problemAt = (row: number, column: string, code: string): SheetProblem => ({ row, column, code, message: messageOf(code) });

/** The census rows as members, and every problem: a row's cells, repeated ID numbers, dependants without employee. */
export function censusFromRows(rows: readonly SheetRow[], today: string): { members: CensusMemberInput[]; problems: SheetProblem[] } {
  const problems: SheetProblem[] = [];
  const read: { index: number; row: number; member: CensusMemberInput }[] = [];
  rows.forEach((row, index) => {
    const { member, problems: cells } = censusMemberOf(row.cells as Parameters<typeof censusMemberOf>[0], today);
    if (member) read.push({ index, row: row.row, member });
    else problems.push(...cells.map(({ column, code }) => problemAt(row.row, column, code)));
  });
  problems.push(...duplicateProblems(rows, (row) => row.cells.idNumber?.toUpperCase() || undefined));
  const orphans = new Set(orphanDependants(read));
  for (const entry of read) if (orphans.has(entry.index)) problems.push(problemAt(entry.row, 'employeeIdNumber', 'CENSUS_EMPLOYEE_NOT_FOUND'));
  const badRows = new Set(problems.map((problem) => problem.row));
  return { members: read.filter((entry) => !badRows.has(entry.row)).map((entry) => entry.member), problems };
}

/** parseInsuredExcel (and its AFP / ZHX forms): the valid members and the sheet check, with an error sheet to fix. */
export async function readCensus(ctx: SalesContext, owner: Principal, bytes: Buffer, today: string): Promise<CensusUpload> {
  const rows = await readSheetRows(bytes, CENSUS_COLUMNS, { sheetName: CENSUS_SHEET });
  const { members, problems } = censusFromRows(rows, today);
  return { members, ...(await sheetCheck(ctx, owner, { bytes, rows, columns: CENSUS_COLUMNS, options: { sheetName: CENSUS_SHEET } }, problems)) };
}
