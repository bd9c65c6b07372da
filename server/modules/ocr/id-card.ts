import type { ImageInfo, OcrErrorCode } from '../../../domain/api/ocr';
import { parseIdCard } from '../../../domain/validators';
import type { OcrLine, ReadOptions } from '../../adapters/ocr';
import { withYi } from './chinese-name';
import { type PlacedLine, placeLines, valueRightOf } from './layout';
import { repairReading } from './repair';

/**
 * How a card front is read: its print is found on the photo scaled to 512 px, and only its top three rows (name;
 * gender and ethnicity; birth date) and the number of its bottom row are recognised, never the address between
 * nor the number's label.
 */
export const ID_CARD_READ: Pick<ReadOptions, 'detectSide' | 'rows'> = { detectSide: 512, rows: { first: 3, last: 1 } };

export type DocumentReading = { info: ImageInfo; corrected: string[] } | { error: OcrErrorCode };

// Letters the recogniser reads in place of digits; only ever applied inside a digit run.
const AS_DIGIT: Readonly<Record<string, string>> = { O: '0', o: '0', D: '0', Q: '0', I: '1', l: '1', i: '1', '|': '1', Z: '2', z: '2', S: '5', s: '5', B: '8', G: '6', b: '6' };

/**
 * The run that looks most like an ID number (15 or more characters, nearly all digits), letters mapped to
 * digits; `mapped` says whether that changed anything beyond the case of x.
 */
function numberReading(texts: readonly string[]): { value: string; mapped: boolean } | null {
  const runs = texts.flatMap((text) => text.replace(/公民身份号码|\s+/g, '').match(/[0-9A-Za-z|×]{15,20}/g) ?? []);
  const best = runs
    .filter((run) => run.replace(/\D/g, '').length >= 14)
    .sort((a, b) => Math.abs(a.length - 18) - Math.abs(b.length - 18))[0];
  if (!best) return null;
  const body = [...best.slice(0, -1)].map((c) => AS_DIGIT[c] ?? c).join('');
  const last = best.slice(-1);
  const value = body + (/[xX×K]/.test(last) ? 'X' : (AS_DIGIT[last] ?? last));
  return { value, mapped: value !== best.toUpperCase() };
}

/** The birth date printed on the card ("出生 1990年3月7日"), as YYYYMMDD. */
function printedBirthDate(texts: readonly string[]): string | null {
  const all = texts.join('').replace(/\s+/g, '');
  const match = /(\d{4})年(\d{1,2})月(\d{1,2})日?/.exec(all) ?? /出生(\d{4})\D{1,2}(\d{1,2})\D{1,2}(\d{1,2})/.exec(all);
  return match ? `${match[1]}${match[2].padStart(2, '0')}${match[3].padStart(2, '0')}` : null;
}

function printedGender(lines: ReturnType<typeof placeLines>): 'M' | 'F' | null {
  const value = valueRightOf(lines, /性别/) ?? lines.map((line) => line.text.trim()).find((text) => text === '男' || text === '女');
  const match = value ? /[男女]/.exec(value) : null;
  return match ? (match[0] === '男' ? 'M' : 'F') : null;
}

const hanOnly = (text: string) => withYi(text).replace(/[^\p{Script=Han}·]/gu, '');
// Two to six characters and no digit (a date's 年月日 is not a name); minority names are longer, with a middle dot.
const looksLikeName = (text: string) => !/\d/.test(text) && (/·/.test(text) || (hanOnly(text).length >= 2 && hanOnly(text).length <= 6));

/**
 * The name beside its label, or, where the label's small pale print was not read, the rightmost line of
 * two to six characters in the row above the gender and ethnicity (the top row when that is not read either).
 */
function printedName(lines: readonly PlacedLine[]): string {
  const labelled = valueRightOf(lines, /姓名/);
  // Ethnic minority names carry a middle dot; anything else beside the label is noise.
  if (labelled) return hanOnly(labelled);
  const middle = (line: PlacedLine) => (line.top + line.bottom) / 2;
  const below = lines.find((line) => /性别|民族|^[男女]/.test(line.text.replace(/\s+/g, '')));
  const above = lines.filter((line) => !below || middle(line) < below.top);
  const row = above.reduce<PlacedLine | null>((nearest, line) => (!nearest || (below ? middle(line) > middle(nearest) : middle(line) < middle(nearest)) ? line : nearest), null);
  if (!row) return '';
  const height = row.bottom - row.top;
  const name = lines
    .filter((line) => Math.abs(middle(line) - middle(row)) < height * 0.6 && looksLikeName(line.text))
    .sort((a, b) => b.left - a.left)[0];
  return name ? hanOnly(name.text) : '';
}

/**
 * The front of a resident ID card: name, gender, birth date and number. The number must pass GB 11643 and
 * agree with the printed birth date and gender; where the recogniser confused a digit, the check character
 * and the printed date settle it, and a reading they cannot settle is refused, never guessed.
 */
export function readIdCard(ocrLines: readonly OcrLine[], today?: string): DocumentReading {
  const lines = placeLines(ocrLines);
  const texts = lines.map((line) => line.text);
  const found = numberReading(texts);
  if (!found) return { error: 'NOTHING_RECOGNISED' };
  const reading = found.value;
  const birth = printedBirthDate(texts);
  const gender = printedGender(lines);

  const isValid = (candidate: string) => {
    const parsed = parseIdCard(candidate, today);
    return parsed.ok && candidate.length === 18 && (!gender || parsed.gender === gender) && (!birth || parsed.birthDate.replaceAll('-', '') === birth);
  };
  // A number that passes on its own wins over a misread printed date or gender.
  const plain = parseIdCard(reading, today);
  let repaired = plain.ok && reading.length === 18 ? { value: reading, corrected: false } : null;
  if (!repaired) {
    // The printed date stands in for the number's date digits it was copied from; the rest is left to the check character.
    const dated = birth && reading.length === 18 ? reading.slice(0, 6) + birth + reading.slice(14) : reading;
    const locked = new Set(birth && reading.length === 18 ? [6, 7, 8, 9, 10, 11, 12, 13] : []);
    const attempt = repairReading(dated, { length: 18, isValid, locked });
    repaired = attempt && { value: attempt.value, corrected: attempt.value !== reading };
  }
  if (!repaired) return { error: 'ID_NUMBER_UNCERTAIN' };
  const number = parseIdCard(repaired.value, today);
  if (!number.ok) return { error: 'ID_NUMBER_UNCERTAIN' };
  return {
    info: {
      name: printedName(lines),
      sex: number.gender === 'M' ? '男' : '女',
      num: number.idNumber,
      birth: number.birthDate.replaceAll('-', ''),
    },
    corrected: repaired.corrected || found.mapped ? ['num'] : [],
  };
}
