// Prints the time to parse and price a 5,000-member group medical census: the xlsx read into rows, the rows
// checked into members (ID numbers, repeats, dependants), the census rules, and the premium by duty and band.
import ExcelJS from 'exceljs';
import { CENSUS_COLUMNS, CENSUS_SHEET } from '../domain/api/quotation';
import { checkCensus, priceQuotation } from '../domain/group-medical';
import { todayInBeijing } from '../domain/validators';
import { dutyTemplateOf } from '../server/catalog/duty-templates';
import { censusFromRows } from '../server/modules/quotation/census';
import { readSheetRows } from '../server/sales/insured-sheet';
import { census } from '../tests/fixtures/census';

const MEMBERS = 5_000;
const RUNS = 5;
const today = todayInBeijing();
const template = dutyTemplateOf('gytx')!;
const choice = { duties: { inpatient: 'IP200', outpatient: 'OP1', maternity: 'MT2', dental: 'DT3000' }, industryLevel: '2' as const };

const book = new ExcelJS.Workbook();
const sheet = book.addWorksheet(CENSUS_SHEET);
sheet.addRow(CENSUS_COLUMNS.map((column) => column.header));
for (const member of census(MEMBERS)) sheet.addRow([member.name, '1', member.idNumber, '', '', '1', '']);
const bytes = Buffer.from(await book.xlsx.writeBuffer());

const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;
const timings: { read: number; check: number; price: number }[] = [];
for (let run = 0; run < RUNS; run++) {
  let started = process.hrtime.bigint();
  const rows = await readSheetRows(bytes, CENSUS_COLUMNS, { sheetName: CENSUS_SHEET });
  const read = ms(started);
  started = process.hrtime.bigint();
  const { members, problems } = censusFromRows(rows, today);
  const check = ms(started);
  if (members.length !== MEMBERS || problems.length > 0) throw new Error(`expected ${MEMBERS} clean members, got ${members.length} and ${problems.length} problems`);
  started = process.hrtime.bigint();
  checkCensus(template.census, members, today);
  const price = priceQuotation(template, members, choice, today);
  timings.push({ read, check, price: ms(started) });
  if (run === 0) console.log(`census of ${MEMBERS.toLocaleString('en-US')} members (${(bytes.length / 1024).toFixed(0)} KB xlsx), total premium ${(price.totalPremiumFen / 100).toLocaleString('en-US')} yuan (demonstration rates)`);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const row = (label: string, values: number[]) => console.log(`${label.padEnd(40)} ${median(values).toFixed(1).padStart(8)} ms (median of ${RUNS})`);
row('read xlsx into rows (exceljs)', timings.map((t) => t.read));
row('rows into members (ID, repeats, family)', timings.map((t) => t.check));
row('census rules + price by duty and band', timings.map((t) => t.price));
row('parse and price, end to end', timings.map((t) => t.read + t.check + t.price));
