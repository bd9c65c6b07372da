import { type CheckResult, fail, pass } from './result';

/** GB 32100-2015 alphabet: digits and capitals without I, O, Z, S, V; a character's value is its index. */
export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/**
 * Registration department and organisation category pairs (characters 1-2) of GB 32100-2015 and later
 * additions: 1 organs, 2 foreign affairs, 3 justice, 4 culture, 5 civil affairs, 6 tourism, 7 religion,
 * 8 trade unions, 9 market regulation, A military, N agriculture, Y other.
 */
export const USCC_PREFIXES: ReadonlySet<string> = new Set([
  '11', '12', '13', '19', '21', '29', '31', '32', '33', '34', '35', '39', '41', '49', '51', '52',
  '53', '59', '61', '62', '69', '71', '72', '79', '81', '89', '91', '92', '93', 'A1', 'A9', 'N1',
  'N2', 'N3', 'N9', 'Y1',
]);

const CHARACTER = `[${USCC_ALPHABET}]`;
// Department and category, 6-digit region code, 9-character organisation code, check character.
const USCC_PATTERN = new RegExp(`^${CHARACTER}{2}\\d{6}${CHARACTER}{10}$`);
// Weight of position i is 3^i mod 31.
const WEIGHTS = Array.from({ length: 17 }, (_, i) => 3 ** i % 31);

/** The 18th character of a unified social credit code from its first 17. */
export function usccCheckCharacter(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * USCC_ALPHABET.indexOf(first17[i]), 0);
  return USCC_ALPHABET[(31 - (sum % 31)) % 31];
}

/**
 * Unified social credit code (GB 32100-2015). Lower case is accepted and returned upper-cased. A wrong check
 * character has its own code (USCC_CHECKSUM), so a form can ask for a double-check instead of clearing.
 */
export function checkUscc(input: string): CheckResult {
  const value = input.trim().toUpperCase();
  if (value === '') return fail('COMPANY_DOC_REQUIRED');
  if (!USCC_PATTERN.test(value)) return fail('USCC_FORMAT');
  if (!USCC_PREFIXES.has(value.slice(0, 2))) return fail('USCC_PREFIX');
  if (usccCheckCharacter(value) !== value[17]) return fail('USCC_CHECKSUM', { value });
  return pass(value);
}
