import smCrypto from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { sm4DailyKey, sm4DecryptText, sm4EncryptText } from './sm4-text';

const toHex = (text: string) => Array.from(text, (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');

describe('SM4 daily key', () => {
  it('is the 8-byte prefix followed by yyyyMMdd', () => {
    expect(sm4DailyKey('portalK1', '2024-06-15')).toBe(toHex('portalK120240615'));
    expect(sm4DailyKey('portalK1', '2024-06-15')).toHaveLength(32);
  });

  it('pads a short prefix with zero bytes and cuts a long one, keeping the date', () => {
    expect(sm4DailyKey('ab', '2024-06-15')).toBe(`6162${'00'.repeat(6)}${toHex('20240615')}`);
    expect(sm4DailyKey('a-much-longer-prefix', '2024-06-15')).toBe(toHex('a-much-l20240615'));
    // UTF-8: "密" is 3 bytes, so three of them fill 8 bytes with the third cut short.
    expect(sm4DailyKey('密密密', '2024-06-15').slice(0, 16)).toBe('e5af86e5af86e5af');
  });

  it('rejects a date that is not YYYY-MM-DD', () => {
    expect(() => sm4DailyKey('portalK1', '20240615')).toThrow(RangeError);
  });
});

describe('SM4-ECB text helper', () => {
  it('matches the GB/T 32907 test vector through sm-crypto (ECB, one block)', () => {
    const key = '0123456789abcdeffedcba9876543210';
    const block = key.match(/../g)!.map((hex) => Number.parseInt(hex, 16));
    expect(smCrypto.sm4.encrypt(block, key, { padding: 'none' })).toBe('681edf34d206965e86b3e94f536e4246');
  });

  it('round-trips Chinese and English text with the same day', () => {
    const text = '密码 Passw0rd！';
    const cipher = sm4EncryptText(text, 'portalK1', '2024-06-15');
    expect(cipher).toMatch(/^(?:[0-9a-f]{32})+$/);
    expect(sm4DecryptText(cipher, 'portalK1', '2024-06-15')).toBe(text);
  });

  it('uses ECB: equal plain blocks give equal cipher blocks', () => {
    const cipher = sm4EncryptText('0123456789abcdef0123456789abcdef', 'portalK1', '2024-06-15');
    expect(cipher.slice(0, 32)).toBe(cipher.slice(32, 64));
  });

  it('changes the key every day', () => {
    const today = sm4EncryptText('secret', 'portalK1', '2024-06-15');
    expect(sm4EncryptText('secret', 'portalK1', '2024-06-16')).not.toBe(today);
    expect(() => sm4DecryptText(today, 'portalK1', '2024-06-16')).toThrow();
  });

  it('defaults to today in Beijing and rejects malformed cipher text', () => {
    expect(sm4DecryptText(sm4EncryptText('x', 'portalK1'), 'portalK1')).toBe('x');
    expect(() => sm4DecryptText('abc', 'portalK1')).toThrow(RangeError);
  });
});
