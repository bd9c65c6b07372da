import { addDays, addYears, isIsoDate, todayInBeijing } from './calendar';
import { type CheckResult, fail, pass } from './result';

/** A date field: 'YYYY-MM-DD' naming a real day (29 February only in leap years). */
export function checkDate(input: string): CheckResult {
  const value = input.trim();
  return isIsoDate(value) ? pass(value) : fail('DATE_FORMAT');
}

/** Age limits: whole years, or a minimum in days (e.g. 28 days to 80 years) that replaces minYears. */
export type AgeRange = { readonly maxYears: number } & (
  | { readonly minYears: number; readonly minDays?: undefined }
  | { readonly minDays: number; readonly minYears?: undefined }
);

/** Earliest and latest allowed birth dates, both inclusive: the bounds of the birth-date picker. */
export function birthDateBounds(range: AgeRange, referenceDate: string = todayInBeijing()) {
  return {
    earliest: addYears(referenceDate, -range.maxYears),
    latest:
      range.minDays === undefined ? addYears(referenceDate, -range.minYears) : addDays(referenceDate, -range.minDays),
  };
}

/**
 * The spec's age check: the birth date lies between the reference date minus the maximum age and the
 * reference date minus the minimum age, inclusive. So "up to 65" admits a 65th birthday on the reference date
 * and nobody older, even by a day.
 */
export function checkAge(birthDate: string, range: AgeRange, referenceDate: string = todayInBeijing()): CheckResult {
  const value = birthDate.trim();
  if (value === '') return fail('BIRTH_DATE_REQUIRED');
  if (!isIsoDate(value)) return fail('DATE_FORMAT');
  if (value > referenceDate) return fail('BIRTH_DATE_FUTURE');
  const { earliest, latest } = birthDateBounds(range, referenceDate);
  if (value >= earliest && value <= latest) return pass(value);
  return range.minDays === undefined
    ? fail('AGE_OUT_OF_RANGE', { params: { min: range.minYears, max: range.maxYears } })
    : fail('AGE_OUT_OF_RANGE_DAYS', { params: { min: range.minDays, max: range.maxYears } });
}
