import { describe, expect, it } from 'vitest';
import { sensitiveData } from './sensitive';

describe('encryption at rest', () => {
  const sensitive = sensitiveData(Buffer.alloc(32, 7));

  it('seals the same number differently every time, past the nonces of one draw, and opens each back', () => {
    const plain = '110105198402110222';
    const sealed = Array.from({ length: 1_100 }, () => sensitive.encrypt(plain));
    expect(new Set(sealed).size).toBe(sealed.length);
    // The nonce leads the packed value: none is given out twice.
    expect(new Set(sealed.map((value) => Buffer.from(value.slice(3), 'base64url').subarray(0, 12).toString('hex'))).size).toBe(sealed.length);
    expect(sealed.every((value) => sensitive.decrypt(value) === plain)).toBe(true);
  });

  it('indexes spellings of one number alike', () => {
    expect(sensitive.blindIndex('138 0013 8000')).toBe(sensitive.blindIndex('13800138000'));
    expect(sensitive.blindIndex('11010519840211022x')).toBe(sensitive.blindIndex('11010519840211022X'));
  });
});
