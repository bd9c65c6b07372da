import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { SheetColumn } from '../../domain/api/sheet';
import { checkInsuredRow } from '../../domain/validators';
import { fictionalIdNumber } from '../../domain/validators/fictional-ids';
import type { FileStorage } from '../adapters/storage';
import type { SalesContext } from './context';
import { duplicateProblems, errorSheetXlsx, readErrorSheet, readSheetRows, rowProblems, sheetCheck, sheetTemplateXlsx } from './insured-sheet';
import type { Principal } from './tokens';

const COLUMNS: SheetColumn[] = [
  { key: 'name', header: '姓名' },
  { key: 'idType', header: '证件类型（1身份证）' },
  { key: 'idNumber', header: '证件号码' },
  { key: 'gender', header: '性别' },
  { key: 'occulevel', header: '职业类别' },
  { key: 'occupationName', header: '职业名称' },
];

const person = (index: number) => ({
  name: `测试${String.fromCharCode(0x4e00 + (index % 500))}${String.fromCharCode(0x4e00 + Math.floor(index / 500))}`,
  idType: '1',
  idNumber: fictionalIdNumber('110101', `19${70 + (index % 30)}-0${1 + (index % 9)}-1${index % 9}`, index % 999),
  gender: (index % 999) % 2 === 1 ? 'M' : 'F',
  occulevel: '2',
  occupationName: '办公室职员',
});

async function filled(rows: Record<string, string>[], columns = COLUMNS): Promise<Buffer> {
  return sheetTemplateXlsx(columns, { examples: rows });
}

function memoryStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    async save(bytes, extension) {
      const key = `2026/11/${files.size}.${extension}`;
      files.set(key, bytes);
      return key;
    },
    async read(key) {
      const bytes = files.get(key);
      if (!bytes) throw new Error(`no ${key}`);
      return bytes;
    },
  };
}

const sales = { files: memoryStorage(), settings: { dataKey: Buffer.alloc(32, 7) } } as unknown as SalesContext;
const agentA: Principal = { subjectType: 'agent', subjectId: 'A', agentId: 'A' };
const agentB: Principal = { subjectType: 'agent', subjectId: 'B', agentId: 'B' };

describe('insured lists uploaded as spreadsheets', () => {
  it('reads back what the template was filled with, 18-digit ID numbers intact, blank rows skipped', async () => {
    const people = [person(1), { name: '', idType: '', idNumber: '', occulevel: '', gender: '', occupationName: '' }, person(2)];
    const rows = await readSheetRows(await filled(people), COLUMNS);
    expect(rows.map((row) => row.row)).toEqual([2, 4]);
    expect(rows[0].cells).toEqual(person(1));
    expect(rows[1].cells.idNumber).toMatch(/^\d{17}[\dX]$/);
  });

  it('finds columns by their header wherever the user moved them, and by position when no header matches', async () => {
    const reordered = [...COLUMNS].reverse();
    const moved = await readSheetRows(await filled([person(3)], reordered), COLUMNS);
    expect(moved[0].cells).toEqual(person(3));
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('x');
    sheet.addRow(['A', 'B', 'C', 'D', 'E', 'F']);
    sheet.addRow(Object.values(person(4)));
    const byPosition = await readSheetRows(Buffer.from(await book.xlsx.writeBuffer()), COLUMNS);
    expect(byPosition[0].cells).toEqual(person(4));
  });

  it('refuses a file that is not a workbook, an empty list and one over the row limit, with the messages of the form', async () => {
    await expect(readSheetRows(Buffer.from('PK\x03\x04not a zip'), COLUMNS)).rejects.toMatchObject({ returnCode: '9101', message: expect.stringContaining('.xlsx') });
    await expect(readSheetRows(await filled([]), COLUMNS)).rejects.toMatchObject({ message: '清单中没有被保险人' });
    await expect(readSheetRows(await filled([person(1), person(2), person(5)]), COLUMNS, { maxRows: 2 })).rejects.toMatchObject({
      message: '清单最多2行，请分批上传',
    });
  });

  it('reports a repeated ID number against its first row, and a person already on the policy', async () => {
    const rows = await readSheetRows(await filled([person(1), person(2), person(1), person(3)]), COLUMNS);
    const problems = duplicateProblems(rows, (row) => row.cells.idNumber, new Set([person(3).idNumber]));
    expect(problems).toEqual([
      { row: 4, column: 'idNumber', code: 'SHEET_DUPLICATE_IN_FILE', message: '证件号码与第2行重复' },
      { row: 5, column: 'idNumber', code: 'SHEET_DUPLICATE_EXISTING', message: '此人已在保单的被保险人清单中' },
    ]);
  });

  it('marks each bad cell red and explains the row in a last column of the uploaded file', async () => {
    const bad = { ...person(7), idNumber: '110101199003071235', occulevel: '9' };
    const bytes = await filled([person(6), bad]);
    const rows = await readSheetRows(bytes, COLUMNS);
    const problems = rows.flatMap((row) => rowProblems(row.row, checkInsuredRow(row.cells, { customAgeRule: true }).problems));
    expect(problems.map((problem) => [problem.row, problem.column])).toEqual([
      [3, 'idNumber'],
      [3, 'occulevel'],
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await errorSheetXlsx(bytes, problems, COLUMNS)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(7).value).toBe('错误说明 Errors');
    expect(sheet.getRow(2).getCell(7).value ?? null).toBeNull();
    expect(String(sheet.getRow(3).getCell(7).value)).toMatch(/^证件号码：.+；职业类别：.+/);
    expect((sheet.getRow(3).getCell(3).fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFFFC7CE');
    expect((sheet.getRow(3).getCell(1).fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb).not.toBe('FFFFC7CE');
  });

  it('keeps the error sheet for the uploader only', async () => {
    const bytes = await filled([person(8), { ...person(9), occulevel: '9' }]);
    const rows = await readSheetRows(bytes, COLUMNS);
    const problems = rows.flatMap((row) => rowProblems(row.row, checkInsuredRow(row.cells, { customAgeRule: true }).problems));
    const check = await sheetCheck(sales, agentA, { bytes, rows, columns: COLUMNS }, problems);
    expect(check).toMatchObject({ total: 2, valid: 1, problems: [{ row: 3, column: 'occulevel' }] });
    const id = check.errorSheetId ?? '';
    expect((await readErrorSheet(sales, agentA, id)).subarray(0, 2).toString()).toBe('PK');
    await expect(readErrorSheet(sales, agentB, id)).rejects.toMatchObject({ statusCode: 404 });
    const clean = await sheetCheck(sales, agentA, { bytes, rows: rows.slice(0, 1), columns: COLUMNS }, []);
    expect(clean).toEqual({ total: 1, valid: 1, problems: [] });
  });

  it('reads and checks 5,000 rows', async () => {
    const people = Array.from({ length: 5000 }, (_, index) => person(index));
    const rows = await readSheetRows(await filled(people), COLUMNS);
    expect(rows).toHaveLength(5000);
    expect(rows[4999].cells).toEqual(people[4999]);
  });
});
