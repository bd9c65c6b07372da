import { multiplyRounded, shiftDecimal, toScaledInteger } from './decimal';

/** Money as a whole number of fen (1 yuan = 100 fen), in the database and in internal API types. */
export type Fen = number;

/** Yuan (number or decimal text such as "12.34") to fen, rounding a third decimal half-up. */
export function yuanToFen(yuan: number | string): Fen {
  return toScaledInteger(yuan, 2);
}

export function fenToYuan(fen: Fen): number {
  return shiftDecimal(requireFen(fen), -2);
}

/** Fen as yuan text with exactly two decimals, e.g. 123450 -> "1234.50". */
export function fenToYuanText(fen: Fen): string {
  const magnitude = Math.abs(requireFen(fen));
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${fen < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${fraction}`;
}

/** An amount times a rate or factor (e.g. sum insured x premium rate), rounded half-up to the fen. */
export function multiplyFen(fen: Fen, factor: number | string): Fen {
  return multiplyRounded(requireFen(fen), factor);
}

function requireFen(fen: Fen): Fen {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`Fen must be a whole number: ${fen}`);
  return fen;
}
