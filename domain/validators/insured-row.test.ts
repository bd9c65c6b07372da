import { describe, expect, it } from 'vitest';
import { fictionalIdNumber } from './fictional-ids';
import { checkInsuredRow, highRiskFlagFor, type InsuredRowInput, isHighRiskFlagLocked } from './insured-row';

const TODAY = '2024-06-15';
const idNumber = fictionalIdNumber('510104', '1990-04-01', 11);
const row: InsuredRowInput = {
  name: '王五',
  idType: '1',
  idNumber,
  birthDate: '1990-04-01',
  gender: 'M',
  occulevel: '2',
  occupationName: '办公室职员',
  occupationCode: '0001001',
  invalidate: '2030-01-01',
};

describe('checkInsuredRow', () => {
  it('accepts a complete row and returns what the ID card says', () => {
    expect(checkInsuredRow(row, { today: TODAY })).toEqual({
      ok: true,
      problems: [],
      derived: { birthDate: '1990-04-01', gender: 'M' },
    });
  });

  it('fills birth date and gender from an ID card when they are missing', () => {
    const result = checkInsuredRow({ ...row, birthDate: '', gender: '' }, { today: TODAY });
    expect(result.ok).toBe(true);
    expect(result.derived).toEqual({ birthDate: '1990-04-01', gender: 'M' });
  });

  it('lists every unfilled required field', () => {
    expect(checkInsuredRow({}, { today: TODAY }).problems).toEqual(
      ['name', 'idType', 'idNumber', 'birthDate', 'gender', 'occulevel', 'occupationName'].map((field) => ({
        field,
        code: 'INSURED_INCOMPLETE',
      })),
    );
  });

  it('needs no birth date under a custom age rule, but checks its format when given', () => {
    const passport = { ...row, idType: '2', idNumber: 'E12345678', birthDate: '' };
    expect(checkInsuredRow(passport, { today: TODAY, customAgeRule: true }).ok).toBe(true);
    expect(checkInsuredRow({ ...passport, birthDate: '1990-02-30' }, { today: TODAY, customAgeRule: true }).problems).toEqual([
      { field: 'birthDate', code: 'DATE_FORMAT' },
    ]);
  });

  it('rejects an invalid ID number with the insured message, and digits in the name', () => {
    const wrongCheck = idNumber.slice(0, 17) + (idNumber[17] === '0' ? '1' : '0');
    expect(checkInsuredRow({ ...row, idNumber: wrongCheck, name: '王五1' }, { today: TODAY }).problems).toEqual([
      { field: 'name', code: 'INSURED_NAME_DIGITS' },
      { field: 'idNumber', code: 'INSURED_ID_NUMBER_INVALID' },
    ]);
    expect(checkInsuredRow({ ...row, idType: '42' }, { today: TODAY }).problems).toEqual([
      { field: 'idNumber', code: 'ID_TYPE_REQUIRED' },
    ]);
  });

  it('checks the age range: 16-65 by default, or the product range', () => {
    const tooOld = { ...row, idType: '2', idNumber: 'E1', birthDate: '1959-06-14' };
    expect(checkInsuredRow(tooOld, { today: TODAY }).problems).toEqual([
      { field: 'birthDate', code: 'AGE_OUT_OF_RANGE', params: { min: 16, max: 65 } },
    ]);
    expect(checkInsuredRow(tooOld, { today: TODAY, ageRange: { minYears: 18, maxYears: 70 } }).ok).toBe(true);
    expect(checkInsuredRow({ ...tooOld, birthDate: '2024-06-01' }, { today: TODAY, ageRange: { minDays: 28, maxYears: 80 } }).problems).toEqual([
      { field: 'birthDate', code: 'AGE_OUT_OF_RANGE_DAYS', params: { min: 28, max: 80 } },
    ]);
  });

  it('checks occupation levels and codes', () => {
    expect(checkInsuredRow({ ...row, occulevel: 7 }, { today: TODAY }).problems).toEqual([
      { field: 'occulevel', code: 'OCCUPATION_LEVEL_INVALID', params: { min: 1, max: 6 } },
    ]);
    expect(checkInsuredRow({ ...row, occulevel: 4 }, { today: TODAY, occupationLevels: [1, 2, 3] }).problems[0].code).toBe(
      'OCCUPATION_LEVEL_INVALID',
    );
    const table: Record<string, 'ok' | 'refused'> = { '0001001': 'ok', '0901001': 'refused' };
    const occupationStatus = (code: string) => table[code] ?? 'unknown';
    expect(checkInsuredRow(row, { today: TODAY, occupationStatus }).ok).toBe(true);
    expect(checkInsuredRow({ ...row, occupationCode: '0901001' }, { today: TODAY, occupationStatus }).problems).toEqual([
      { field: 'occupationCode', code: 'OCCUPATION_REFUSED' },
    ]);
    expect(checkInsuredRow({ ...row, occupationCode: '9999999' }, { today: TODAY, occupationStatus }).problems).toEqual([
      { field: 'occupationCode', code: 'OCCUPATION_NOT_FOUND' },
    ]);
  });

  it('holds the class to the one the occupation table gives the code: it sets the premium', () => {
    const occupationStatus = () => 'ok' as const;
    const occupationLevel = (code: string) => ({ '0001001': '1' })[code];
    expect(checkInsuredRow({ ...row, occulevel: 1 }, { today: TODAY, occupationStatus, occupationLevel }).ok).toBe(true);
    expect(checkInsuredRow({ ...row, occulevel: 3 }, { today: TODAY, occupationStatus, occupationLevel }).problems).toEqual([
      { field: 'occulevel', code: 'OCCUPATION_LEVEL_MISMATCH', params: { level: '1' } },
    ]);
    // A class out of range is said once; a code the table has no class for is not held to one.
    expect(checkInsuredRow({ ...row, occulevel: 7 }, { today: TODAY, occupationStatus, occupationLevel }).problems.map((p) => p.code)).toEqual(['OCCUPATION_LEVEL_INVALID']);
    expect(checkInsuredRow({ ...row, occupationCode: '0002002', occulevel: 3 }, { today: TODAY, occupationStatus, occupationLevel }).ok).toBe(true);
  });

  it('rejects a past ID validity date and accepts today or long-term', () => {
    expect(checkInsuredRow({ ...row, invalidate: '2024-06-14' }, { today: TODAY }).problems).toEqual([
      { field: 'invalidate', code: 'ID_VALIDITY_EXPIRED' },
    ]);
    for (const invalidate of [TODAY, '长期', 'LONG', '']) {
      expect(checkInsuredRow({ ...row, invalidate }, { today: TODAY }).ok).toBe(true);
    }
    expect(checkInsuredRow({ ...row, invalidate: '2030-13-01' }, { today: TODAY }).problems).toEqual([
      { field: 'invalidate', code: 'DATE_FORMAT' },
    ]);
  });

  it('rejects a gender other than M or F', () => {
    expect(checkInsuredRow({ ...row, idType: '2', idNumber: 'E1', gender: 'X' }, { today: TODAY }).problems).toEqual([
      { field: 'gender', code: 'INSURED_INCOMPLETE' },
    ]);
  });
});

describe('high-risk flag', () => {
  it('is locked to "2" above occupation level 4', () => {
    expect(isHighRiskFlagLocked(4)).toBe(false);
    expect(isHighRiskFlagLocked(5)).toBe(true);
    expect(highRiskFlagFor(4, '1')).toBe('1');
    expect(highRiskFlagFor(6, '1')).toBe('2');
  });
});
