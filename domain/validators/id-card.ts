import { todayInBeijing } from './calendar';
import {
  genderOfSequenceDigit,
  type IdentityNumberResult,
  readBirthDate,
  readEighteenCharacterNumber,
} from './identity-number';

// GB/T 2260 province-level codes of the mainland; 71/81/82 (Taiwan, Hong Kong, Macau) issue no mainland ID cards.
export const MAINLAND_PROVINCE_CODES: ReadonlySet<string> = new Set([
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37', '41',
  '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65',
]);

const EIGHTEEN_CHARACTERS = /^\d{17}[\dX]$/;
const FIFTEEN_DIGITS = /^\d{15}$/;

/**
 * Mainland resident ID card number (GB 11643-1999), 18 characters or the older 15 digits: province code,
 * real birth date (not in the future), and for 18 characters the check character (x accepted as X).
 * Derives the birth date and gender. `today` (YYYY-MM-DD) defaults to today in Beijing.
 */
export function parseIdCard(input: string, today: string = todayInBeijing()): IdentityNumberResult {
  const idNumber = input.trim().toUpperCase();
  if (idNumber === '') return { ok: false, code: 'ID_NUMBER_REQUIRED' };
  const eighteen = EIGHTEEN_CHARACTERS.test(idNumber);
  if (!eighteen && !FIFTEEN_DIGITS.test(idNumber)) return { ok: false, code: 'ID_NUMBER_FORMAT' };
  if (!MAINLAND_PROVINCE_CODES.has(idNumber.slice(0, 2))) return { ok: false, code: 'ID_NUMBER_REGION' };
  if (eighteen) return readEighteenCharacterNumber(idNumber, today);
  // 15-digit cards (issued before 1999) carry a two-digit 19xx year and no check character.
  const birth = readBirthDate(`19${idNumber.slice(6, 12)}`, today);
  if (!birth.ok) return birth;
  return { ok: true, idNumber, birthDate: birth.birthDate, gender: genderOfSequenceDigit(idNumber[14]) };
}
