import smCrypto from 'sm-crypto';
import { parseIsoDate, todayInBeijing } from '../validators/calendar';

const KEY_BYTES = 16;
const PREFIX_BYTES = 8;

/**
 * The day's SM4 key as 32 hex characters: the prefix's UTF-8 bytes padded with 0x00 (or cut) to 8 bytes,
 * then the 8 ASCII digits of yyyyMMdd. The date always fills the second half, so the key changes every
 * day whatever the prefix length; an 8-character ASCII prefix gives the usual `prefix + yyyyMMdd` key.
 */
export function sm4DailyKey(prefix: string, date: string = todayInBeijing()): string {
  const day = parseIsoDate(date);
  if (!day) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const key = new Uint8Array(KEY_BYTES);
  key.set(utf8Bytes(prefix).slice(0, PREFIX_BYTES));
  key.set(utf8Bytes(date.replaceAll('-', '')), PREFIX_BYTES);
  return Array.from(key, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** UTF-8 bytes without TextEncoder, which the domain's ES-only lib does not declare. */
function utf8Bytes(text: string): number[] {
  return Array.from(encodeURIComponent(text).matchAll(/%([0-9A-F]{2})|./gs), ([char, hex]) =>
    hex ? Number.parseInt(hex, 16) : char.charCodeAt(0),
  );
}

// sm-crypto runs ECB unless `mode: 'cbc'` is given (its typings have no 'ecb' value); PKCS#7 padding.
/** SM4-ECB encryption of UTF-8 text with the day's key; returns lower-case hex. */
export function sm4EncryptText(text: string, prefix: string, date?: string): string {
  return smCrypto.sm4.encrypt(text, sm4DailyKey(prefix, date));
}

/**
 * Inverse of sm4EncryptText. Malformed hex throws; another day's key almost always throws on the padding,
 * but about 1 in 256 times yields garbage instead, so a caller must also check what it decrypted.
 */
export function sm4DecryptText(cipherHex: string, prefix: string, date?: string): string {
  if (!/^(?:[0-9a-fA-F]{32})+$/.test(cipherHex)) throw new RangeError('SM4 cipher text must be whole 16-byte blocks of hex');
  return smCrypto.sm4.decrypt(cipherHex, sm4DailyKey(prefix, date));
}
