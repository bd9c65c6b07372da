import { isRealDate } from './calendar';
import type { ValidationCode } from './codes';

/** A valid mainland ID card or residence permit number and what it encodes. */
export interface IdentityNumber {
  readonly ok: true;
  readonly code?: undefined;
  /** Trimmed, with a lower-case check character x upper-cased. */
  readonly idNumber: string;
  /** YYYY-MM-DD */
  readonly birthDate: string;
  readonly gender: 'M' | 'F';
}

export type IdentityNumberResult = IdentityNumber | { readonly ok: false; readonly code: ValidationCode };

// Nobody alive was born earlier; an older year is a typing error, not an old person.
const EARLIEST_BIRTH_YEAR = 1900;
// GB 11643-1999: weight of position i is 2^(17-i) mod 11; the remainder indexes the check characters.
const WEIGHTS = Array.from({ length: 17 }, (_, i) => 2 ** (17 - i) % 11);
const CHECK_CHARACTERS = '10X98765432';

/** The 18th character (0-9 or X) of an 18-character identity number whose first 17 are digits. */
export function identityCheckCharacter(first17Digits: string): string {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17Digits[i]), 0);
  return CHECK_CHARACTERS[sum % 11];
}

/** Reads a YYYYMMDD birth date: a real day from 1900 on, not after today. */
export function readBirthDate(
  yyyymmdd: string,
  today: string,
): { ok: true; birthDate: string } | { ok: false; code: ValidationCode } {
  const [year, month, day] = [yyyymmdd.slice(0, 4), yyyymmdd.slice(4, 6), yyyymmdd.slice(6, 8)];
  if (Number(year) < EARLIEST_BIRTH_YEAR || !isRealDate(Number(year), Number(month), Number(day))) {
    return { ok: false, code: 'ID_NUMBER_BIRTH_DATE' };
  }
  const birthDate = `${year}-${month}-${day}`;
  return birthDate > today ? { ok: false, code: 'ID_NUMBER_FUTURE_BIRTH_DATE' } : { ok: true, birthDate };
}

/** Birth date, check character and gender of an 18-character number whose format and prefix are already valid. */
export function readEighteenCharacterNumber(idNumber: string, today: string): IdentityNumberResult {
  const birth = readBirthDate(idNumber.slice(6, 14), today);
  if (!birth.ok) return birth;
  if (identityCheckCharacter(idNumber.slice(0, 17)) !== idNumber[17]) return { ok: false, code: 'ID_NUMBER_CHECKSUM' };
  return { ok: true, idNumber, birthDate: birth.birthDate, gender: genderOfSequenceDigit(idNumber[16]) };
}

/** The last digit of the sequence number is odd for men, even for women. */
export function genderOfSequenceDigit(digit: string): 'M' | 'F' {
  return Number(digit) % 2 === 1 ? 'M' : 'F';
}
