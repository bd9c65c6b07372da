// Prints how long 5,000 insured rows take on the server: read from the xlsx, checked by the form's rules (goal < 1 s
// together), and the error sheet written; median of 5 runs. Issue 15.
import { insuredListColumns } from '../domain/api/insured-list';
import { todayInBeijing } from '../domain/validators';
import { findProduct } from '../server/catalog';
import { readInsuredList } from '../server/modules/insured-lists/read-list';
import { errorSheetXlsx, readSheetRows } from '../server/sales/insured-sheet';
import { insuredListXlsx } from '../tests/fixtures/insured-list';

const ROWS = 5000;
const RUNS = 5;
const GOAL_MS = 1000;
const product = findProduct('aszxty')!;
const columns = insuredListColumns({ hasOccupationTable: true }, 'generic');
const options = { sheetName: '被保险人清单' };
const bytes = await insuredListXlsx(ROWS, { 10: 'badChecksum', 2000: 'noName', 4000: 'unknownOccupation' });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const timings = { parse: [] as number[], validate: [] as number[], errorSheet: [] as number[] };
let problems = 0;
for (let run = 0; run < RUNS; run++) {
  const t0 = performance.now();
  const rows = await readSheetRows(bytes, columns, options);
  const t1 = performance.now();
  const reading = readInsuredList(rows, { product, referenceDate: todayInBeijing(), existing: new Set() });
  const t2 = performance.now();
  await errorSheetXlsx(bytes, reading.problems, columns, options);
  const t3 = performance.now();
  timings.parse.push(t1 - t0);
  timings.validate.push(t2 - t1);
  timings.errorSheet.push(t3 - t2);
  problems = reading.problems.length;
}
const parse = median(timings.parse);
const validate = median(timings.validate);
console.log(`${ROWS.toLocaleString('en-US')} rows (${(bytes.length / 1024).toFixed(0)} KB xlsx), ${problems} problems, median of ${RUNS}:`);
console.log(`  parse (ExcelJS)        ${parse.toFixed(0).padStart(6)} ms`);
console.log(`  validate (row rules)   ${validate.toFixed(0).padStart(6)} ms`);
console.log(`  parse + validate       ${(parse + validate).toFixed(0).padStart(6)} ms  (goal < ${GOAL_MS} ms ${parse + validate < GOAL_MS ? '✓' : '✗'})`);
console.log(`  error sheet written    ${median(timings.errorSheet).toFixed(0).padStart(6)} ms`);
console.log(`  load average: ${(await import('node:os')).loadavg().map((value) => value.toFixed(2)).join(' ')} (2 cores)`);
