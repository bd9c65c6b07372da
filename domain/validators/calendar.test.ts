import { describe, expect, it } from 'vitest';
import { addDays, addYears, ageOn, beijingDateTime, isIsoDate, isLeapYear, parseIsoDate, todayInBeijing } from './calendar';

describe('calendar dates', () => {
  it('knows the Gregorian leap years', () => {
    expect([2000, 2024, 1996].map(isLeapYear)).toEqual([true, true, true]);
    expect([1900, 2100, 2023].map(isLeapYear)).toEqual([false, false, false]);
  });

  it('accepts only real YYYY-MM-DD days', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-00-10')).toBe(false);
    expect(isIsoDate('2024-1-5')).toBe(false);
    expect(isIsoDate('2024/01/05')).toBe(false);
    expect(isIsoDate(' 2024-01-05')).toBe(false);
  });

  it('takes today from Beijing time, whatever the host zone', () => {
    expect(todayInBeijing(new Date('2024-03-31T15:59:59Z'))).toBe('2024-03-31');
    expect(todayInBeijing(new Date('2024-03-31T16:00:00Z'))).toBe('2024-04-01');
  });

  it('writes a moment as Beijing date and minute, across the day it changes', () => {
    expect(beijingDateTime(new Date('2024-03-31T15:59:59Z'))).toBe('2024-03-31 23:59');
    expect(beijingDateTime(new Date('2024-03-31T16:05:00Z'))).toBe('2024-04-01 00:05');
  });

  it('moves dates by years and days', () => {
    expect(addYears('2024-02-29', -1)).toBe('2023-02-28');
    expect(addYears('2024-02-29', -4)).toBe('2020-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('0050-01-01', 1)).toBe('0050-01-02');
    expect(() => addDays('2024-02-30', 1)).toThrow(RangeError);
  });

  it('counts whole years of age', () => {
    expect(ageOn('2000-06-15', '2024-06-14')).toBe(23);
    expect(ageOn('2000-06-15', '2024-06-15')).toBe(24);
    expect(ageOn('2024-06-15', '2024-06-15')).toBe(0);
    // A 29 February birthday is reached on 1 March in a common year.
    expect(ageOn('2000-02-29', '2023-02-28')).toBe(22);
    expect(ageOn('2000-02-29', '2023-03-01')).toBe(23);
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
    expect(() => ageOn('not a date', '2024-01-01')).toThrow(RangeError);
  });

  it('defaults the reference date to today', () => {
    expect(ageOn(addYears(todayInBeijing(), -30))).toBe(30);
  });
});
