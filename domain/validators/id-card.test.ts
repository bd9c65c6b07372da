import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar';
import { fictionalIdNumber } from './fictional-ids';
import { MAINLAND_PROVINCE_CODES, parseIdCard } from './id-card';
import { identityCheckCharacter } from './identity-number';

const TODAY = '2024-06-15';
const withCheck = (first17: string) => first17 + identityCheckCharacter(first17);

describe('parseIdCard (GB 11643-1999)', () => {
  it('computes the check characters of the standard\'s examples', () => {
    expect(identityCheckCharacter('11010519491231002')).toBe('X');
    expect(identityCheckCharacter('44052418800101001')).toBe('4');
  });

  it('accepts an 18-character number and derives birth date and gender', () => {
    expect(parseIdCard('11010519491231002X', TODAY)).toEqual({
      ok: true,
      idNumber: '11010519491231002X',
      birthDate: '1949-12-31',
      gender: 'F',
    });
    const man = fictionalIdNumber('320102', '1990-07-08', 123);
    expect(parseIdCard(man, TODAY)).toEqual({ ok: true, idNumber: man, birthDate: '1990-07-08', gender: 'M' });
  });

  it('accepts a lower-case x and returns it upper-cased, trimming spaces', () => {
    expect(parseIdCard(' 11010519491231002x ', TODAY)).toMatchObject({ ok: true, idNumber: '11010519491231002X' });
  });

  it('accepts the 15-digit form with a 19xx birth date and gender from the last digit', () => {
    expect(parseIdCard('110105491231002', TODAY)).toEqual({
      ok: true,
      idNumber: '110105491231002',
      birthDate: '1949-12-31',
      gender: 'F',
    });
    expect(parseIdCard('440301800229011', TODAY)).toMatchObject({ ok: true, birthDate: '1980-02-29', gender: 'M' });
    expect(parseIdCard('440301810229011', TODAY)).toEqual({ ok: false, code: 'ID_NUMBER_BIRTH_DATE' });
  });

  it('handles leap days: 2000-02-29 is valid, 1900-02-29 is not', () => {
    expect(parseIdCard(fictionalIdNumber('110101', '2000-02-29', 1), TODAY)).toMatchObject({
      ok: true,
      birthDate: '2000-02-29',
    });
    expect(parseIdCard(withCheck('11010119000229001'), TODAY)).toEqual({ ok: false, code: 'ID_NUMBER_BIRTH_DATE' });
    expect(parseIdCard(withCheck('11010120230229001'), TODAY)).toEqual({ ok: false, code: 'ID_NUMBER_BIRTH_DATE' });
  });

  it('rejects impossible dates and years before 1900', () => {
    for (const date of ['19901301', '19900001', '19900431', '19900100', '18991231']) {
      expect(parseIdCard(withCheck(`110101${date}001`), TODAY)).toEqual({ ok: false, code: 'ID_NUMBER_BIRTH_DATE' });
    }
  });

  it('rejects a birth date after today but accepts today', () => {
    expect(parseIdCard(fictionalIdNumber('110101', '2024-06-16', 1), TODAY)).toEqual({
      ok: false,
      code: 'ID_NUMBER_FUTURE_BIRTH_DATE',
    });
    expect(parseIdCard(fictionalIdNumber('110101', TODAY, 1), TODAY).ok).toBe(true);
  });

  it('rejects unknown province codes, such as 00 and the Hong Kong/Macau/Taiwan codes', () => {
    for (const region of ['000000', '990101', '810000', '710000', '100101']) {
      expect(parseIdCard(fictionalIdNumber(region, '1990-01-01', 1), TODAY)).toEqual({
        ok: false,
        code: 'ID_NUMBER_REGION',
      });
    }
    expect(parseIdCard('000101900101001', TODAY)).toEqual({ ok: false, code: 'ID_NUMBER_REGION' });
  });

  it('rejects a wrong check character', () => {
    expect(parseIdCard('110105194912310021', TODAY)).toEqual({ ok: false, code: 'ID_NUMBER_CHECKSUM' });
  });

  it('rejects wrong lengths and characters, and requires a value', () => {
    for (const input of ['1101051949123100', '1101051949123100211', '11010519491231X02X', '11010519491231002Y', '1101054912310']) {
      expect(parseIdCard(input, TODAY)).toEqual({ ok: false, code: 'ID_NUMBER_FORMAT' });
    }
    expect(parseIdCard('  ', TODAY)).toEqual({ ok: false, code: 'ID_NUMBER_REQUIRED' });
  });

  it('uses today in Beijing by default', () => {
    expect(parseIdCard('11010519491231002X').ok).toBe(true);
    expect(parseIdCard(fictionalIdNumber('110101', '2999-01-01', 1)).ok).toBe(false);
  });
});

describe('parseIdCard properties', () => {
  const daysSince1900 = 45_456; // 1900-01-01 to 2024-06-15
  const validIdNumber = fc
    .record({
      province: fc.constantFrom(...MAINLAND_PROVINCE_CODES),
      district: fc.integer({ min: 0, max: 9999 }),
      birthDay: fc.integer({ min: 0, max: daysSince1900 }),
      sequence: fc.integer({ min: 0, max: 999 }),
    })
    .map(({ province, district, birthDay, sequence }) => ({
      birthDate: addDays('1900-01-01', birthDay),
      sequence,
      idNumber: fictionalIdNumber(`${province}${String(district).padStart(4, '0')}`, addDays('1900-01-01', birthDay), sequence),
    }));

  it('accepts every generated number with its birth date and gender', () => {
    expect(addDays('1900-01-01', daysSince1900)).toBe(TODAY);
    fc.assert(
      fc.property(validIdNumber, ({ idNumber, birthDate, sequence }) => {
        expect(parseIdCard(idNumber, TODAY)).toEqual({
          ok: true,
          idNumber,
          birthDate,
          gender: sequence % 2 === 1 ? 'M' : 'F',
        });
        expect(parseIdCard(idNumber.toLowerCase(), TODAY).ok).toBe(true);
      }),
    );
  });

  it('rejects every single-character change (the mod-11 checksum catches it)', () => {
    const symbols = '0123456789X';
    fc.assert(
      fc.property(
        validIdNumber,
        fc.integer({ min: 0, max: 17 }),
        fc.integer({ min: 1, max: symbols.length - 1 }),
        ({ idNumber }, position, shift) => {
          const replacement = symbols[(symbols.indexOf(idNumber[position]) + shift) % symbols.length];
          const corrupted = idNumber.slice(0, position) + replacement + idNumber.slice(position + 1);
          expect(parseIdCard(corrupted, TODAY).ok).toBe(false);
        },
      ),
    );
  });
});
