import { describe, expect, it } from 'vitest';
import { fictionalIdNumber } from './fictional-ids';
import { identityCheckCharacter } from './identity-number';
import { parseResidencePermit } from './residence-permit';

const TODAY = '2024-06-15';

describe('parseResidencePermit', () => {
  it('accepts Hong Kong, Macau and Taiwan permits and derives birth date and gender', () => {
    for (const prefix of ['810000', '820000', '830000']) {
      const idNumber = fictionalIdNumber(prefix, '1985-11-30', 42);
      expect(parseResidencePermit(idNumber, TODAY)).toEqual({
        ok: true,
        idNumber,
        birthDate: '1985-11-30',
        gender: 'F',
      });
    }
  });

  it('accepts an X check character in either case', () => {
    const first17 = Array.from({ length: 1000 }, (_, n) => `81000019900101${String(n).padStart(3, '0')}`).find(
      (candidate) => identityCheckCharacter(candidate) === 'X',
    )!;
    expect(parseResidencePermit(`${first17}x`, TODAY)).toMatchObject({ ok: true, idNumber: `${first17}X` });
  });

  it('rejects other 8-prefixes, and can be limited to some prefixes', () => {
    expect(parseResidencePermit(fictionalIdNumber('840000', '1990-01-01', 1), TODAY)).toEqual({
      ok: false,
      code: 'ID_NUMBER_REGION',
    });
    expect(parseResidencePermit(fictionalIdNumber('810001', '1990-01-01', 1), TODAY).code).toBe('ID_NUMBER_REGION');
    const taiwan = fictionalIdNumber('830000', '1990-01-01', 1);
    expect(parseResidencePermit(taiwan, TODAY, ['810000', '820000']).code).toBe('ID_NUMBER_REGION');
    expect(parseResidencePermit(taiwan, TODAY, ['830000']).ok).toBe(true);
  });

  it('rejects numbers that do not start with 8 or have the wrong shape', () => {
    expect(parseResidencePermit(fictionalIdNumber('110101', '1990-01-01', 1), TODAY).code).toBe('ID_NUMBER_FORMAT');
    expect(parseResidencePermit('81000019900101001', TODAY).code).toBe('ID_NUMBER_FORMAT');
    expect(parseResidencePermit('', TODAY).code).toBe('ID_NUMBER_REQUIRED');
  });

  it('checks the birth date and the check character as on an ID card', () => {
    expect(parseResidencePermit(fictionalIdNumber('820000', '1900-02-29', 1), TODAY).code).toBe('ID_NUMBER_BIRTH_DATE');
    expect(parseResidencePermit(fictionalIdNumber('820000', '2030-01-01', 1), TODAY).code).toBe(
      'ID_NUMBER_FUTURE_BIRTH_DATE',
    );
    const valid = fictionalIdNumber('820000', '1990-01-01', 1);
    const wrongCheck = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0');
    expect(parseResidencePermit(wrongCheck, TODAY).code).toBe('ID_NUMBER_CHECKSUM');
  });
});
