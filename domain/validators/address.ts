import { type CheckResult, fail, pass } from './result';

/** General addresses: Chinese, digits, letters, brackets, dots, square brackets, commas, hyphen, underscore, space. */
const GENERAL_ADDRESS = /^[\p{Script=Han}0-9A-Za-z()（）.．·[\]【】,，\-－_ ]+$/u;
const MIN_HOLDER_ADDRESS_CHARACTERS = 9;
export const MAX_HOLDER_ADDRESS_BYTES = 80;
// "123456789" and "12345.678" are both numbers, not addresses.
const NUMBER_ONLY = /^\d+(?:\.\d+)?$/;

/** The general address rule; an empty address passes (the field is optional). */
export function checkAddress(input: string): CheckResult {
  const value = input.trim();
  if (value === '') return pass(value);
  return GENERAL_ADDRESS.test(value) ? pass(value) : fail('ADDRESS_CHARS');
}

/**
 * Bytes as the insurers count them: a character beyond Latin-1 (Chinese, full-width punctuation) counts 2,
 * as in GBK, so 80 bytes hold 40 Chinese characters.
 */
export function addressByteLength(text: string): number {
  let bytes = 0;
  for (const character of text) bytes += characterBytes(character);
  return bytes;
}

/** The longest prefix of text within maxBytes, never splitting a character. */
export function cutToBytes(text: string, maxBytes: number): string {
  let bytes = 0;
  let cut = '';
  for (const character of text) {
    bytes += characterBytes(character);
    if (bytes > maxBytes) break;
    cut += character;
  }
  return cut;
}

function characterBytes(character: string): number {
  return character.codePointAt(0)! > 0xff ? 2 : 1;
}

/**
 * The policyholder address: at least 9 characters and not only a number (the field is then cleared); at most
 * 80 bytes, else HOLDER_ADDRESS_TOO_LONG with the address cut to fit in `value`.
 */
export function checkHolderAddress(input: string): CheckResult {
  const value = input.trim();
  if (value === '') return fail('HOLDER_ADDRESS_REQUIRED');
  if (Array.from(value).length < MIN_HOLDER_ADDRESS_CHARACTERS) return fail('HOLDER_ADDRESS_TOO_SHORT');
  if (NUMBER_ONLY.test(value)) return fail('HOLDER_ADDRESS_DIGITS_ONLY');
  if (addressByteLength(value) > MAX_HOLDER_ADDRESS_BYTES) {
    return fail('HOLDER_ADDRESS_TOO_LONG', {
      value: cutToBytes(value, MAX_HOLDER_ADDRESS_BYTES),
      params: { max: MAX_HOLDER_ADDRESS_BYTES, maxChinese: MAX_HOLDER_ADDRESS_BYTES / 2 },
    });
  }
  return pass(value);
}
