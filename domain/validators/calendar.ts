/** Plain 'YYYY-MM-DD' calendar dates, computed in UTC so the host's time zone never shifts a day. */

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Parses a strict 'YYYY-MM-DD' string that names a real calendar day, or returns null. */
export function parseIsoDate(input: string): CalendarDate | null {
  const match = ISO_DATE.exec(input);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

export function isIsoDate(input: string): boolean {
  return parseIsoDate(input) !== null;
}

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function requireDate(input: string): CalendarDate {
  const date = parseIsoDate(input);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${input}`);
  return date;
}

/** Today in Beijing time (UTC+8), the business day of every rule in the spec; `now` is injectable for tests. */
export function todayInBeijing(now: Date = new Date()): string {
  return new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD HH:mm" in Beijing, whatever the zone of the machine that writes it. */
export function beijingDateTime(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** Moves a date by whole years; 29 February becomes 28 February in a common year. */
export function addYears(date: string, years: number): string {
  const { year, month, day } = requireDate(date);
  const target = year + years;
  return formatIsoDate({ year: target, month, day: Math.min(day, daysInMonth(target, month)) });
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = requireDate(date);
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999; it also carries day overflow.
  const moment = new Date(0);
  moment.setUTCFullYear(year, month - 1, day + days);
  return moment.toISOString().slice(0, 10);
}

/** Whole years from birthDate to referenceDate; a 29 February birthday counts from 1 March in common years. */
export function ageOn(birthDate: string, referenceDate: string = todayInBeijing()): number {
  const birth = requireDate(birthDate);
  const reference = requireDate(referenceDate);
  const beforeBirthday =
    reference.month < birth.month || (reference.month === birth.month && reference.day < birth.day);
  return reference.year - birth.year - (beforeBirthday ? 1 : 0);
}
