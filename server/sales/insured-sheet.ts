import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type * as ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_FIELD, UPLOAD_MESSAGES, UPLOAD_REFUSED } from '../../domain/api/files';
import type { SheetCheck, SheetColumn, SheetProblem } from '../../domain/api/sheet';
import { checkUploadSize } from '../../domain/validators';
import type { FieldProblem } from '../../domain/validators/result';
import { sniffFileType } from '../adapters/storage';
import { messageOf, ruleText } from '../catalog/messages';
import { AppError } from '../lib/envelope';
import type { SalesContext } from './context';
import type { Principal } from './tokens';

/** One data row of an uploaded sheet: its row number in the sheet and its cells as trimmed text by column key. */
export interface SheetRow {
  readonly row: number;
  readonly cells: Readonly<Record<string, string>>;
}

export interface SheetOptions {
  /** The worksheet to read or write; the first one when absent or not found. */
  readonly sheetName?: string;
  /** Refused above this many data rows. */
  readonly maxRows?: number;
}

const DEFAULT_MAX_ROWS = 10_000;
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
const ERROR_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };
const ERROR_HEADER = '错误说明 Errors';

const refused = (code: string, params?: Record<string, string | number>) => new AppError(UPLOAD_REFUSED, ruleText(code, params));

/** The uploaded spreadsheet's bytes (multipart field `multipartFile`), refused unless it is an xlsx within the size limit. */
export async function receiveSheet(request: FastifyRequest): Promise<Buffer> {
  return (await receiveSheetUpload(request)).bytes;
}

/** The spreadsheet and the text fields sent before it (e.g. the ID numbers a list already holds). */
export async function receiveSheetUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw new AppError(UPLOAD_REFUSED, UPLOAD_MESSAGES.missing);
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(UPLOAD_REFUSED, UPLOAD_MESSAGES.tooLarge);
    throw error;
  }
  if (!checkUploadSize(bytes.length).ok) throw new AppError(UPLOAD_REFUSED, UPLOAD_MESSAGES.tooLarge);
  if (sniffFileType(bytes) !== 'xlsx') throw refused('SHEET_NOT_XLSX');
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
  }
  return { bytes, fields };
}

// ExcelJS shares one style object between the cells of a styled column: a cell gets its own copy before its fill changes.
function paint(cell: ExcelJS.Cell, fill: ExcelJS.Fill): void {
  cell.style = { ...cell.style, fill };
}

/** exceljs is loaded on first use, not at start: it costs about 30 MB of resident memory (issue 19). */
async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { default: excel } = await import('exceljs');
  return new excel.Workbook();
}

/** A template: one bold header row, text-formatted columns (18-digit ID numbers survive Excel), example rows. */
export async function sheetTemplateXlsx(
  columns: readonly SheetColumn[],
  options: SheetOptions & { examples?: readonly Record<string, string>[]; notes?: readonly string[] } = {},
): Promise<Buffer> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet(options.sheetName ?? 'insureds');
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.key, width: column.width ?? 20, style: { numFmt: '@' } }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    paint(cell, HEADER_FILL);
  });
  for (const example of options.examples ?? []) sheet.addRow(example);
  if (options.notes?.length) {
    const notes = book.addWorksheet('说明 Notes');
    for (const note of options.notes) notes.addRow([note]);
    notes.getColumn(1).width = 100;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text).trim();
    return '';
  }
  return String(value).trim();
}

const bare = (header: string) => header.replace(/[（(][^）)]*[）)]/g, '').replace(/\s+/g, '').toLowerCase();

/** Column number (1-based) of each key: by header text where the sheet's headers match, else by position. */
function columnNumbers(sheet: ExcelJS.Worksheet, columns: readonly SheetColumn[]): Map<string, number> {
  const headers = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    const text = cellText(cell.value);
    headers.set(text, column);
    headers.set(bare(text), column);
  });
  const byHeader = columns.map((column) => headers.get(column.header) ?? headers.get(bare(column.header)));
  const matched = byHeader.some((number) => number !== undefined);
  return new Map(columns.map((column, index) => [column.key, matched ? (byHeader[index] ?? -1) : index + 1]));
}

async function loadSheet(bytes: Buffer, options: SheetOptions): Promise<ExcelJS.Worksheet> {
  const book = await newWorkbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refused('SHEET_NOT_XLSX');
  }
  const sheet = (options.sheetName && book.getWorksheet(options.sheetName)) || book.worksheets[0];
  if (!sheet) throw refused('SHEET_EMPTY');
  return sheet;
}

/** The data rows of the sheet (blank rows skipped), each cell as text under its column's key. */
export async function readSheetRows(bytes: Buffer, columns: readonly SheetColumn[], options: SheetOptions = {}): Promise<SheetRow[]> {
  const sheet = await loadSheet(bytes, options);
  const numbers = columnNumbers(sheet, columns);
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  const rows: SheetRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: Record<string, string> = {};
    let filled = false;
    for (const column of columns) {
      const number = numbers.get(column.key) ?? -1;
      const text = number > 0 ? cellText(row.getCell(number).value) : '';
      cells[column.key] = text;
      filled ||= text !== '';
    }
    if (filled) rows.push({ row: rowNumber, cells });
  });
  if (rows.length > maxRows) throw refused('SHEET_TOO_MANY_ROWS', { max: maxRows });
  if (rows.length === 0) throw refused('SHEET_EMPTY');
  return rows;
}

/** A row's domain problems (field names are column keys) in the words the form shows. */
export function rowProblems(row: number, problems: readonly FieldProblem[]): SheetProblem[] {
  return problems.map((problem) => ({ row, column: problem.field, code: problem.code, message: messageOf(problem.code, problem.params) }));
}

/**
 * Rows whose key (an ID number, normalised by the caller) repeats an earlier row of the file, or a key already
 * held (the policy's insured list); rows without a key are left to the row rules.
 */
export function duplicateProblems(
  rows: readonly SheetRow[],
  keyOf: (row: SheetRow) => string | undefined,
  existing: ReadonlySet<string> = new Set(),
  column = 'idNumber',
): SheetProblem[] {
  const firstRow = new Map<string, number>();
  const problems: SheetProblem[] = [];
  for (const row of rows) {
    const key = keyOf(row);
    if (!key) continue;
    const earlier = firstRow.get(key);
    if (earlier !== undefined) {
      problems.push({ row: row.row, column, code: 'SHEET_DUPLICATE_IN_FILE', message: messageOf('SHEET_DUPLICATE_IN_FILE', { row: earlier }) });
    } else {
      firstRow.set(key, row.row);
      if (existing.has(key)) problems.push({ row: row.row, column, code: 'SHEET_DUPLICATE_EXISTING', message: messageOf('SHEET_DUPLICATE_EXISTING') });
    }
  }
  return problems;
}

/** The uploaded file as the user sent it, with each bad cell filled red and the row's messages in a last column. */
export async function errorSheetXlsx(
  bytes: Buffer,
  problems: readonly SheetProblem[],
  columns: readonly SheetColumn[],
  options: SheetOptions = {},
): Promise<Buffer> {
  const book = await newWorkbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = (options.sheetName && book.getWorksheet(options.sheetName)) || book.worksheets[0];
  if (!sheet) throw refused('SHEET_EMPTY');
  const numbers = columnNumbers(sheet, columns);
  const errorColumn = Math.max(sheet.columnCount, columns.length) + 1;
  const header = sheet.getRow(1).getCell(errorColumn);
  header.value = ERROR_HEADER;
  header.font = { bold: true, color: { argb: 'FFC00000' } };
  sheet.getColumn(errorColumn).width = 48;
  const byRow = new Map<number, SheetProblem[]>();
  for (const problem of problems) byRow.set(problem.row, [...(byRow.get(problem.row) ?? []), problem]);
  for (const [rowNumber, rowProblemsOf] of byRow) {
    const row = sheet.getRow(rowNumber);
    for (const problem of rowProblemsOf) {
      const number = numbers.get(problem.column);
      if (number && number > 0) paint(row.getCell(number), ERROR_FILL);
    }
    const note = row.getCell(errorColumn);
    note.value = rowProblemsOf.map((problem) => `${columns.find((column) => column.key === problem.column)?.header ?? problem.column}：${problem.message}`).join('；');
    note.font = { color: { argb: 'FFC00000' } };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const macKeys = new WeakMap<Buffer, Buffer>();
function macKey(dataKey: Buffer): Buffer {
  let key = macKeys.get(dataKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'portal/error-sheets', 32));
    macKeys.set(dataKey, key);
  }
  return key;
}

const macOf = (dataKey: Buffer, owner: Principal, storedKey: string) =>
  createHmac('sha256', macKey(dataKey)).update(`${owner.subjectType}:${owner.subjectId}:${storedKey}`).digest('base64url').slice(0, 32);

/** Stores an error sheet (encrypted, as every file) and answers an id only its owner can download. */
export async function keepErrorSheet(sales: SalesContext, owner: Principal, bytes: Buffer): Promise<string> {
  const storedKey = await sales.files.save(bytes, 'xlsx');
  return `${Buffer.from(storedKey).toString('base64url')}.${macOf(sales.settings.dataKey, owner, storedKey)}`;
}

/** The error sheet of an id from keepErrorSheet, for the same caller; anyone else is told it does not exist. */
export async function readErrorSheet(sales: SalesContext, caller: Principal, id: string): Promise<Buffer> {
  const [encodedKey = '', mac = ''] = id.split('.');
  const storedKey = Buffer.from(encodedKey, 'base64url').toString();
  const expected = Buffer.from(macOf(sales.settings.dataKey, caller, storedKey));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('404', {
    zh: '错误清单不存在或已过期',
    en: 'The error list does not exist or has expired.',
  }, 404);
  return sales.files.read(storedKey);
}

/**
 * The answer's counts and problems; when a row failed, its error sheet is kept for the caller to download
 * (`errorSheet`: one written already, e.g. off the request thread).
 */
export async function sheetCheck(
  sales: SalesContext,
  owner: Principal,
  upload: { bytes: Buffer; rows: readonly SheetRow[]; columns: readonly SheetColumn[]; options?: SheetOptions },
  problems: readonly SheetProblem[],
  errorSheet?: Buffer,
): Promise<SheetCheck> {
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  const badRows = new Set(sorted.map((problem) => problem.row)).size;
  const check: SheetCheck = { total: upload.rows.length, valid: upload.rows.length - badRows, problems: sorted };
  if (sorted.length === 0) return check;
  const sheet = errorSheet ?? (await errorSheetXlsx(upload.bytes, sorted, upload.columns, upload.options));
  return { ...check, errorSheetId: await keepErrorSheet(sales, owner, sheet) };
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
