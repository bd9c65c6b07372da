import { describe, expect, it } from 'vitest';
import { birthDateBounds, checkAge, checkDate } from './dates';

const TODAY = '2024-06-15';

describe('checkDate', () => {
  it('accepts real YYYY-MM-DD days, leap days included', () => {
    expect(checkDate('2000-02-29')).toEqual({ ok: true, value: '2000-02-29' });
    expect(checkDate(' 2024-02-29 ')).toEqual({ ok: true, value: '2024-02-29' });
  });

  it('rejects other formats and impossible days', () => {
    for (const input of ['1900-02-29', '2023-02-29', '2024-06-31', '2024/06/15', '20240615', '15-06-2024', '']) {
      expect(checkDate(input)).toEqual({ ok: false, code: 'DATE_FORMAT' });
    }
  });
});

describe('checkAge', () => {
  const range = { minYears: 16, maxYears: 65 };

  it('admits both bounds: born exactly 65 years or exactly 16 years before the reference date', () => {
    expect(checkAge('1959-06-15', range, TODAY).ok).toBe(true);
    expect(checkAge('2008-06-15', range, TODAY).ok).toBe(true);
  });

  it('rejects a day beyond either bound, with the limits as message parameters', () => {
    expect(checkAge('1959-06-14', range, TODAY)).toEqual({
      ok: false,
      code: 'AGE_OUT_OF_RANGE',
      params: { min: 16, max: 65 },
    });
    expect(checkAge('2008-06-16', range, TODAY).code).toBe('AGE_OUT_OF_RANGE');
  });

  it('supports a minimum in days, inclusive', () => {
    const travel = { minDays: 28, maxYears: 80 };
    expect(checkAge('2024-05-18', travel, TODAY).ok).toBe(true);
    expect(checkAge('2024-05-19', travel, TODAY)).toEqual({
      ok: false,
      code: 'AGE_OUT_OF_RANGE_DAYS',
      params: { min: 28, max: 80 },
    });
    expect(checkAge('1944-06-15', travel, TODAY).ok).toBe(true);
    expect(checkAge('1944-06-14', travel, TODAY).code).toBe('AGE_OUT_OF_RANGE_DAYS');
  });

  it('requires a valid birth date that is not in the future', () => {
    expect(checkAge('', range, TODAY).code).toBe('BIRTH_DATE_REQUIRED');
    expect(checkAge('1990-02-30', range, TODAY).code).toBe('DATE_FORMAT');
    expect(checkAge('2024-06-16', { minDays: 0, maxYears: 1 }, TODAY).code).toBe('BIRTH_DATE_FUTURE');
  });

  it('gives the date picker its inclusive bounds, clamping 29 February', () => {
    expect(birthDateBounds(range, TODAY)).toEqual({ earliest: '1959-06-15', latest: '2008-06-15' });
    expect(birthDateBounds({ minDays: 60, maxYears: 1 }, '2024-02-29')).toEqual({
      earliest: '2023-02-28',
      latest: '2023-12-31',
    });
  });
});
