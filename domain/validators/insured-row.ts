import { findEntry, genders } from '../code-tables';
import { isIsoDate, todayInBeijing } from './calendar';
import type { ValidationCode } from './codes';
import { type AgeRange, checkAge, checkDate } from './dates';
import { checkPersonName } from './name';
import { checkPersonIdNumber } from './person-id-number';
import type { FieldProblem, MessageParams } from './result';

/** One row of the bulk insured table (portal-spec 3, "Insured (employee row)"). */
export interface InsuredRowInput {
  readonly name?: string;
  readonly idType?: string;
  readonly idNumber?: string;
  readonly birthDate?: string;
  readonly gender?: string;
  readonly occulevel?: string | number;
  readonly occupationName?: string;
  readonly occupationCode?: string;
  /** ID validity end date (YYYY-MM-DD), or long-term. */
  readonly invalidate?: string;
}

export type OccupationStatus = 'ok' | 'unknown' | 'refused';

export interface InsuredRowRules {
  /** Defaults to 16-65 years. */
  readonly ageRange?: AgeRange;
  /** A product's own age rule replaces the range check, and the birth date becomes optional. */
  readonly customAgeRule?: boolean;
  /** Defaults to levels 1-6. */
  readonly occupationLevels?: readonly number[];
  /** The product's occupation table and refuse list; without it occupation codes are not checked. */
  readonly occupationStatus?: (occupationCode: string) => OccupationStatus;
  /** The class the occupation table gives a code: the row's class must be it (it sets the premium). */
  readonly occupationLevel?: (occupationCode: string) => string | undefined;
  /** YYYY-MM-DD; defaults to today in Beijing. */
  readonly today?: string;
}

export interface InsuredRowCheck {
  readonly ok: boolean;
  /** For the per-person "unqualified applicant" list. */
  readonly problems: FieldProblem[];
  /** Birth date and gender read from an ID card or residence permit; they fill the row. */
  readonly derived?: { readonly birthDate: string; readonly gender: 'M' | 'F' };
}

export const DEFAULT_INSURED_AGE_RANGE: AgeRange = { minYears: 16, maxYears: 65 };
export const DEFAULT_OCCUPATION_LEVELS: readonly number[] = [1, 2, 3, 4, 5, 6];
const HIGHEST_LEVEL_WITH_HIGH_RISK_CHOICE = 4;
/** The high-risk flag's value ("2", no) while it is locked. */
export const HIGH_RISK_FLAG_WHEN_LOCKED = '2';
const LONG_TERM_VALIDITY = /^(?:长期|long)$/i;

/** Above occupation level 4 the high-risk flag cannot be chosen. */
export function isHighRiskFlagLocked(occupationLevel: number): boolean {
  return occupationLevel > HIGHEST_LEVEL_WITH_HIGH_RISK_CHOICE;
}

export function highRiskFlagFor(occupationLevel: number, chosen: string): string {
  return isHighRiskFlagLocked(occupationLevel) ? HIGH_RISK_FLAG_WHEN_LOCKED : chosen;
}

function text(value: string | number | undefined): string {
  return String(value ?? '').trim();
}

/** The insured table's rules of portal-spec 5 for one row. */
export function checkInsuredRow(row: InsuredRowInput, rules: InsuredRowRules = {}): InsuredRowCheck {
  const today = rules.today ?? todayInBeijing();
  const problems: FieldProblem[] = [];
  const report = (field: string, code: ValidationCode, params?: MessageParams) =>
    problems.push(params ? { field, code, params } : { field, code });

  const name = checkPersonName(row.name ?? '', 'insured');
  if (!name.ok) report('name', name.code === 'NAME_REQUIRED' ? 'INSURED_INCOMPLETE' : name.code);

  let derived: InsuredRowCheck['derived'];
  if (text(row.idType) === '') report('idType', 'INSURED_INCOMPLETE');
  if (text(row.idNumber) === '') report('idNumber', 'INSURED_INCOMPLETE');
  else if (text(row.idType) !== '') {
    const id = checkPersonIdNumber(text(row.idType), text(row.idNumber), today);
    if (!id.ok) report('idNumber', id.code === 'ID_TYPE_REQUIRED' ? id.code : 'INSURED_ID_NUMBER_INVALID');
    else if ('birthDate' in id) derived = { birthDate: id.birthDate, gender: id.gender };
  }

  const birthDate = derived?.birthDate ?? text(row.birthDate);
  if (!rules.customAgeRule) {
    const age = checkAge(birthDate, rules.ageRange ?? DEFAULT_INSURED_AGE_RANGE, today);
    if (!age.ok) report('birthDate', age.code === 'BIRTH_DATE_REQUIRED' ? 'INSURED_INCOMPLETE' : age.code, age.params);
  } else if (birthDate !== '') {
    const date = checkDate(birthDate);
    if (!date.ok) report('birthDate', date.code);
  }

  if (!findEntry(genders, derived?.gender ?? text(row.gender))) report('gender', 'INSURED_INCOMPLETE');

  const levels = rules.occupationLevels ?? DEFAULT_OCCUPATION_LEVELS;
  const levelGiven = text(row.occulevel) !== '' && levels.includes(Number(text(row.occulevel)));
  if (text(row.occulevel) === '') report('occulevel', 'INSURED_INCOMPLETE');
  else if (!levelGiven) report('occulevel', 'OCCUPATION_LEVEL_INVALID', { min: Math.min(...levels), max: Math.max(...levels) });

  if (text(row.occupationName) === '') report('occupationName', 'INSURED_INCOMPLETE');
  const occupationCode = text(row.occupationCode);
  const occupation = occupationCode && rules.occupationStatus?.(occupationCode);
  if (occupation === 'unknown') report('occupationCode', 'OCCUPATION_NOT_FOUND');
  if (occupation === 'refused') report('occupationCode', 'OCCUPATION_REFUSED');
  const tableLevel = occupation === 'ok' ? rules.occupationLevel?.(occupationCode) : undefined;
  if (levelGiven && tableLevel !== undefined && Number(text(row.occulevel)) !== Number(tableLevel)) {
    report('occulevel', 'OCCUPATION_LEVEL_MISMATCH', { level: tableLevel });
  }

  const validity = text(row.invalidate);
  if (validity !== '' && !LONG_TERM_VALIDITY.test(validity)) {
    if (!isIsoDate(validity)) report('invalidate', 'DATE_FORMAT');
    else if (validity < today) report('invalidate', 'ID_VALIDITY_EXPIRED');
  }

  return derived ? { ok: problems.length === 0, problems, derived } : { ok: problems.length === 0, problems };
}
