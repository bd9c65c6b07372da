import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fictionalUscc } from './fictional-ids';
import { checkUscc, USCC_ALPHABET, USCC_PREFIXES, usccCheckCharacter } from './uscc';

describe('checkUscc (GB 32100-2015)', () => {
  it("computes the check character of the standard's example", () => {
    expect(usccCheckCharacter('91350100M000100Y4')).toBe('3');
    expect(checkUscc('91350100M000100Y43')).toEqual({ ok: true, value: '91350100M000100Y43' });
  });

  it('accepts lower case and surrounding spaces, returning the code upper-cased', () => {
    expect(checkUscc(' 91350100m000100y43 ')).toEqual({ ok: true, value: '91350100M000100Y43' });
  });

  it('gives a wrong check character its own code and keeps the value for confirmation', () => {
    expect(checkUscc('91350100M000100Y44')).toEqual({ ok: false, code: 'USCC_CHECKSUM', value: '91350100M000100Y44' });
  });

  it('maps a check sum of 0 to the character 0', () => {
    const first17 = Array.from({ length: 1000 }, (_, n) => `91110101${String(n).padStart(3, '0')}MA0000`).find(
      (candidate) => usccCheckCharacter(candidate) === '0',
    )!;
    expect(checkUscc(`${first17}0`).ok).toBe(true);
  });

  it('rejects prefixes outside the department/category list', () => {
    for (const prefix of ['94', '10', '00', 'A2', 'Y9', 'B1']) {
      expect(checkUscc(fictionalUscc(prefix, '110101', 'MA0000001'))).toEqual({ ok: false, code: 'USCC_PREFIX' });
    }
    for (const prefix of ['11', '52', '92', '93', 'N3', 'Y1']) {
      expect(checkUscc(fictionalUscc(prefix, '110101', 'MA0000001')).ok).toBe(true);
    }
  });

  it('rejects wrong lengths, letters outside the alphabet and a non-numeric region', () => {
    for (const input of ['91350100M000100Y4', '91350100M000100Y433', '91350100M000100I43', '91350100O000100Y43', '9135A100M000100Y43']) {
      expect(checkUscc(input)).toEqual({ ok: false, code: 'USCC_FORMAT' });
    }
    expect(checkUscc('')).toEqual({ ok: false, code: 'COMPANY_DOC_REQUIRED' });
  });
});

describe('checkUscc properties', () => {
  const symbol = fc.constantFrom(...USCC_ALPHABET);
  const validUscc = fc
    .record({
      prefix: fc.constantFrom(...USCC_PREFIXES),
      region: fc.integer({ min: 0, max: 999_999 }),
      body: fc.array(symbol, { minLength: 9, maxLength: 9 }),
    })
    .map(({ prefix, region, body }) => fictionalUscc(prefix, String(region).padStart(6, '0'), body.join('')));

  it('accepts every generated code', () => {
    fc.assert(
      fc.property(validUscc, (code) => {
        expect(checkUscc(code)).toEqual({ ok: true, value: code });
      }),
    );
  });

  it('rejects every single-character change (the mod-31 check catches it)', () => {
    fc.assert(
      fc.property(
        validUscc,
        fc.integer({ min: 0, max: 17 }),
        fc.integer({ min: 1, max: USCC_ALPHABET.length - 1 }),
        (code, position, shift) => {
          const replacement = USCC_ALPHABET[(USCC_ALPHABET.indexOf(code[position]) + shift) % USCC_ALPHABET.length];
          const corrupted = code.slice(0, position) + replacement + code.slice(position + 1);
          expect(checkUscc(corrupted).ok).toBe(false);
        },
      ),
    );
  });
});
