import type { OccupationIndex } from './occupations';
import { acceptIdNumber, emptyRow, type InsuredRow, withLevel } from './row';

interface PastedList {
  rows: InsuredRow[];
  /** Lines (1-based) whose ID number failed its checks and was cleared. */
  rejected: { line: number; name: string }[];
}

const SEPARATORS = /[\s,，;；、|]+/;
const ID_CARD_SHAPE = /^(?:\d{15}|\d{17}[\dXx])$/;
// Hong Kong, Macau and Taiwan residence permits: 18 characters starting 810000, 820000 or 830000.
const RESIDENCE_PERMIT_SHAPE = /^8[123]0000\d{11}[\dXx]$/;

/** The ID type a pasted number most likely is: ID card, residence permit, else passport. */
export function guessIdType(idNumber: string): string {
  if (RESIDENCE_PERMIT_SHAPE.test(idNumber)) return '26';
  return ID_CARD_SHAPE.test(idNumber) ? '1' : '2';
}

/**
 * A pasted list, one person a line: "姓名 证件号码 职业代码" (spaces, tabs or commas between; an English name
 * may contain spaces). ID cards fill birth date and gender; an occupation code fills its name and class.
 */
export function parsePastedList(text: string, today: string, occupations?: OccupationIndex): PastedList {
  const rows: InsuredRow[] = [];
  const rejected: PastedList['rejected'] = [];
  text.split(/\r?\n/).forEach((line, lineIndex) => {
    const tokens = line.trim().split(SEPARATORS).filter(Boolean);
    if (tokens.length === 0) return;
    // The name runs up to the first token with a digit: the ID number.
    const idAt = tokens.findIndex((token) => /\d/.test(token));
    const name = (idAt === -1 ? tokens : tokens.slice(0, idAt)).join(' ');
    const idNumber = idAt === -1 ? '' : tokens[idAt];
    const occupationCode = idAt === -1 ? '' : (tokens[idAt + 1] ?? '');
    const accepted = acceptIdNumber({ ...emptyRow(), name, idType: guessIdType(idNumber), idNumber }, today);
    if (accepted.rejected) rejected.push({ line: lineIndex + 1, name });
    const occupation = occupations?.get(occupationCode);
    const row = { ...accepted.row, occupationCode, occupationName: occupation?.name ?? '' };
    rows.push(occupation ? withLevel(row, occupation.level) : row);
  });
  return { rows, rejected };
}
