// Prints the time to read, validate and price a 5,000-row endorsement upload (add list of group accident aszxty):
// the sheet read by its headers, every row checked with the product's rules and against the policy and the other
// rows, each joining person priced and the batch's difference worked out; then the same list with 50 bad rows,
// including the marked error sheet. The product's group limit is lifted so all 5,000 rows price.
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { BATCH_SHEET_COLUMNS, BATCH_SHEET_NAME } from '../domain/api/endorsement';
import { addDays, fictionalIdNumber, todayInBeijing } from '../domain/validators';
import { findProduct } from '../server/catalog';
import { checkAndPriceBatch } from '../server/modules/endorsements/lines';
import { errorSheetXlsx, readSheetRows } from '../server/sales/insured-sheet';
import { sensitiveData } from '../server/sales/sensitive';

const ROWS = 5_000;
const product = findProduct('aszxty');
if (!product) throw new Error('aszxty is missing from the catalogue');
const sensitive = sensitiveData(randomBytes(32));
const today = todayInBeijing();
const term = { startDate: addDays(today, 5), endDate: addDays(today, 369) };
const columns = BATCH_SHEET_COLUMNS.add;

async function sheetOf(bad: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(BATCH_SHEET_NAME);
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.key }));
  for (let index = 0; index < ROWS; index++) {
    const birthDate = `19${70 + (index % 30)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`;
    const wrong = index % Math.floor(ROWS / Math.max(bad, 1)) === 0 && bad > 0;
    sheet.addRow({
      name: `员工${String.fromCharCode(0x4e00 + (index % 5000))}${String.fromCharCode(0x4e00 + Math.floor(index / 5000))}`,
      idType: '1',
      idNumber: fictionalIdNumber(String(110101 + (index % 5)), birthDate, index % 999),
      birthDate,
      gender: 'M',
      occupationCode: '0101001',
      occupationName: '内勤人员',
      occulevel: wrong ? '9' : String(1 + (index % 4)),
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function run(label: string, bytes: Buffer) {
  const started = performance.now();
  const rows = await readSheetRows(bytes, columns, { sheetName: BATCH_SHEET_NAME, maxRows: ROWS });
  const read = performance.now();
  const result = checkAndPriceBatch({
    kind: 'add',
    lines: rows.map(({ cells }) => ({
      joining: { name: cells.name, idType: cells.idType, idNumber: cells.idNumber, birthDate: cells.birthDate, occupationCode: cells.occupationCode, occupationName: cells.occupationName, occulevel: cells.occulevel },
    })),
    product: { ...product!, group: { minInsured: 1, maxInsured: 100_000 } },
    planCode: 'A',
    term,
    months: 12,
    effectiveDate: addDays(today, 1),
    onPolicy: new Map(),
    sensitive,
    rowNumbers: rows.map((row) => row.row),
  });
  const checked = performance.now();
  if (result.problems.length > 0) await errorSheetXlsx(bytes, result.problems, columns, { sheetName: BATCH_SHEET_NAME });
  const done = performance.now();
  const outcome = result.priced ? `net ${(result.priced.difference.netFen / 100).toFixed(2)} yuan` : `${result.problems.length} problems, error sheet`;
  console.log(
    `${label}: ${rows.length} rows in ${(done - started).toFixed(0)} ms (read ${(read - started).toFixed(0)} ms, check + price ${(checked - read).toFixed(0)} ms, error sheet ${(done - checked).toFixed(0)} ms) — ${outcome}`,
  );
}

await run('5,000 valid rows', await sheetOf(0));
await run('5,000 rows, 50 bad', await sheetOf(50));
