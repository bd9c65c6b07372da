import { ageOn, parseIsoDate } from '../validators';
import type { QuoteInsured } from './request';

const DAY_MS = 86_400_000;

function epochDay(date: string): number {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(parsed.year, parsed.month - 1, parsed.day) / DAY_MS;
}

/** Days between two dates, positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return epochDay(to) - epochDay(from);
}

/** Days of cover from start to end, both included: a part day counts as a full day. */
export function coverDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

/** Age in whole years on the start date; a known birth date wins over a typed age. */
export function insuredAge(insured: QuoteInsured, startDate: string): number | undefined {
  if (insured.birthDate) return ageOn(insured.birthDate, startDate);
  return insured.age;
}
