import { parse, states } from 'mrz';
import type { OcrLine, Region } from '../../adapters/ocr';
import { withYi } from './chinese-name';
import type { DocumentReading } from './id-card';
import { nearestLine, placeLines, rowTexts, valueBelow } from './layout';
import { mrzCheckDigit } from './mrz';
import { DIGIT_CONFUSIONS, repairReading } from './repair';

const TD3_LENGTH = 44;

// Fillers the recogniser reads as look-alike brackets.
function mrzCharacters(text: string): string {
  return text
    .toUpperCase()
    .replace(/[«《]/g, '<<')
    .replace(/[‹〈く＜〔]/g, '<')
    .replace(/\s+/g, '');
}

/** The two TD3 lines among the rows: the names line (P<...) and the numbers line. */
function findMrz(rows: readonly string[]): [string, string] | null {
  const candidates = rows.map(mrzCharacters).filter((text) => /^[A-Z0-9<]+$/.test(text));
  // The recogniser often stops before the trailing fillers of the names line, so it may be short.
  const names = candidates.find((text) => /^P[A-Z<][A-Z<]{3}[A-Z]/.test(text) && text.includes('<<'));
  const numbers = candidates.find((text) => text !== names && text.length >= 27 && /^[A-Z0-9<]{9}[0-9]/.test(text));
  return names && numbers ? [names, numbers] : null;
}

// Names hold letters and fillers only: a digit there is a misread filler (the recogniser reads <<< as 222), and
// names never hold three fillers in a row, so whatever follows them is misread filler too.
function fitNamesLine(line: string): string {
  return line.replace(/[^A-Z<]/g, '<').replace(/<<<.*$/, '').padEnd(TD3_LENGTH, '<').slice(0, TD3_LENGTH);
}

// Digits, capitals and fillers the recogniser swaps in the numbers line (< read as 4 or 2); check digits decide.
const MRZ_CONFUSIONS: Readonly<Record<string, string>> = {
  ...DIGIT_CONFUSIONS,
  '0': `${DIGIT_CONFUSIONS['0']}OD`,
  '1': `${DIGIT_CONFUSIONS['1']}I`,
  '2': 'Z<',
  '4': '<',
  '5': `${DIGIT_CONFUSIONS['5']}S`,
  '8': `${DIGIT_CONFUSIONS['8']}B`,
  O: '0',
  D: '0',
  I: '1',
  Z: '2',
  S: '5',
  B: '8',
};

// Document number, its check, nationality (the recogniser may drop or add a letter), birth date, check, sex,
// expiry, check, and a tail of optional data, its check and the composite check (fillers miscounted or cut off).
const NUMBERS_LINE = /^([A-Z0-9<]{9})([0-9O])([A-Z0-9<]{2,4}?)([0-9O]{6})([0-9O])([MF<])([0-9O]{6})([0-9O])([A-Z0-9<]*)$/;

/**
 * Fits the numbers line to 44 characters around its fixed fields. Nationality has no check digit: one that
 * is not a country code is taken from the issuing state of the names line. A tail too short to hold the two
 * last check digits is rebuilt as empty optional data; every field keeps its own check digit.
 */
function fitNumbersLine(line: string, issuer: string): string | null {
  const match = NUMBERS_LINE.exec(line);
  if (!match) return null;
  const [, number, numberCheck, nationality, birth, birthCheck, sex, expiry, expiryCheck, tail] = match;
  const country = nationality in states ? nationality : issuer;
  const complete = /[0-9<][0-9]$/.test(tail) && tail.replace(/</g, '').length > 0;
  const optional = (complete ? tail.slice(0, -2) : '').replace(/<+$/, '').padEnd(14, '<').slice(0, 14);
  const head = `${number}${numberCheck}${country}${birth}${birthCheck}${sex}${expiry}${expiryCheck}`;
  if (complete) return head + optional + tail.slice(-2);
  const personalCheck = mrzCheckDigit(optional);
  const composite = mrzCheckDigit(`${number}${numberCheck}${birth}${birthCheck}${expiry}${expiryCheck}${optional}${personalCheck}`);
  return head + optional + personalCheck + composite;
}

type MrzResult = ReturnType<typeof parse>;

function parseTd3(lines: [string, string]): MrzResult | null {
  try {
    const result = parse(lines, { autocorrect: true });
    return result.format === 'TD3' ? result : null;
  } catch {
    return null;
  }
}

// Every field of the numbers line checks out: check digits, dates, sex and nationality.
const numbersLineValid = (result: MrzResult | null) => !!result && result.details.filter((d) => d.line === 1).every((d) => d.valid);

// Columns of the numbers line behind each answered field.
const FIELD_COLUMNS: Record<string, [number, number]> = { passport_no: [0, 10], src_country: [10, 13], birth_date: [13, 20], sex: [20, 21] };

function fullYear(yymmdd: string, today = new Date()): string {
  const century = Number(yymmdd.slice(0, 2)) > today.getUTCFullYear() % 100 ? '19' : '20';
  return century + yymmdd;
}

const looksLikeMrz = (text: string) => /<{2}|^[A-Z0-9<]{25,}$/.test(mrzCharacters(text));

/**
 * Where the MRZ is in the photo, with a margin: read again on its own at a finer scale, its small print gives
 * fewer of the dropped and swapped characters that its check digits cannot settle.
 */
export function mrzRegion(ocrLines: readonly OcrLine[]): Region | null {
  const points = ocrLines.filter((line) => looksLikeMrz(line.text)).flatMap((line) => line.box);
  if (points.length === 0) return null;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const marginX = (right - left) * 0.15;
  const marginY = Math.max(bottom - top, 40) * 0.6;
  return { left: left - marginX, top: top - marginY, width: right - left + 2 * marginX, height: bottom - top + 2 * marginY };
}

/**
 * A passport data page: everything comes from the machine-readable zone and its check digits (document
 * number, birth date, expiry, composite), plus the Chinese name where one is printed.
 */
export function readPassport(ocrLines: readonly OcrLine[], mrzLines: readonly OcrLine[] = ocrLines): DocumentReading {
  const lines = placeLines(ocrLines);
  const found = findMrz(rowTexts(mrzLines === ocrLines ? lines : placeLines(mrzLines)));
  if (!found) return { error: 'NOTHING_RECOGNISED' };
  const namesLine = fitNamesLine(found[0]);
  const numbersLine = fitNumbersLine(found[1], namesLine.slice(2, 5));
  if (!numbersLine) return { error: 'MRZ_UNCERTAIN' };
  const repaired = repairReading(numbersLine, {
    length: TD3_LENGTH,
    isValid: (candidate) => numbersLineValid(parseTd3([namesLine, candidate])),
    confusions: MRZ_CONFUSIONS,
  });
  if (!repaired) return { error: 'MRZ_UNCERTAIN' };
  const result = parseTd3([namesLine, repaired.value]);
  const { documentNumber, birthDate, sex, nationality, lastName, firstName } = result?.fields ?? {};
  if (!result || !documentNumber || !birthDate || !lastName) return { error: 'MRZ_UNCERTAIN' };
  // The names line has no check digit; the name printed above it ("SURNAME, GIVEN") is a second reading. Where
  // they differ the longer wins (the recogniser drops letters far more often than it invents them), the printed
  // one on a tie (plain print reads better than the MRZ), and the name is flagged.
  const mrzName = firstName ? `${lastName},${firstName}` : lastName;
  const printed = lines.find((line) => /^[A-Z][A-Z' -]*,\s*[A-Z][A-Z' -]*$/.test(line.text.trim().toUpperCase()));
  const printedName = printed?.text.trim().toUpperCase().replace(/\s*,\s*/, ',');
  // The Chinese name sits under its label, or (the label being the smallest print on the page) over the English name.
  const isChineseName = (text: string) => /^\p{Script=Han}{2,6}$/u.test(withYi(text));
  const nameReading = valueBelow(lines, /姓名/, isChineseName) ?? (printed ? nearestLine(lines, printed, 'above', isChineseName) : null);
  const nameCn = nameReading && withYi(nameReading);
  const name = printedName && printedName.length >= mrzName.length ? printedName : mrzName;
  const changed = [...repaired.value].map((c, i) => (c === found[1][i] ? -1 : i)).filter((i) => i >= 0);
  for (const d of result.details) if (d.line === 1) changed.push(...d.autocorrect.map((a) => a.column));
  return {
    info: {
      name,
      sex: sex === 'female' ? 'F' : 'M',
      passport_no: documentNumber,
      birth_date: fullYear(birthDate),
      ...(nameCn ? { name_cn: nameCn } : {}),
      src_country: nationality ?? '',
    },
    corrected: [
      ...Object.entries(FIELD_COLUMNS)
        .filter(([, [from, to]]) => changed.some((column) => column >= from && column < to))
        .map(([field]) => field),
      ...(printedName && printedName !== mrzName ? ['name'] : []),
    ],
  };
}
