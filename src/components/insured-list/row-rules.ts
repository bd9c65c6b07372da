import type { TFunction } from '../../lib/translate';
import { type AgeRange, checkInsuredRow, DEFAULT_INSURED_AGE_RANGE, type FieldProblem } from '../../../domain/validators';
import { type OccupationIndex, occupationStatusIn } from './occupations';
import type { InsuredRow } from './row';

/** What a row is checked against: the chosen plan's ages and classes, the product's occupation table. */
export interface RowRules {
  /** The plan's age limits; 16-65 by default. */
  ageRange?: AgeRange;
  /** Classes the plan accepts; 1-6 by default. */
  occupationLevels?: readonly number[];
  /** The product's occupations; absent when the product has no occupation table (property, medical). */
  occupations?: OccupationIndex;
  /** Ages are taken on the start date, as the server prices them; ID validity is checked against it too. */
  referenceDate: string;
}

export interface RowIssues {
  row: InsuredRow;
  /** 0-based position in the list. */
  index: number;
  problems: FieldProblem[];
}

const OCCUPATION_FIELDS: ReadonlySet<string> = new Set(['occulevel', 'occupationName', 'occupationCode']);
// What a queued ID photo will give; the server checks it when the photo has been read.
const PHOTO_FIELDS: ReadonlySet<string> = new Set(['name', 'idType', 'idNumber', 'birthDate', 'gender', 'invalidate']);

/** The insured table's rules of portal-spec 5 for one row (domain checkInsuredRow), fitted to the product. */
export function checkRow(row: InsuredRow, rules: RowRules): FieldProblem[] {
  const { occupations } = rules;
  const { problems } = checkInsuredRow(row, {
    ageRange: rules.ageRange ?? DEFAULT_INSURED_AGE_RANGE,
    ...(rules.occupationLevels && { occupationLevels: rules.occupationLevels }),
    ...(occupations && { occupationStatus: occupationStatusIn(occupations), occupationLevel: (code: string) => occupations.get(code)?.level || undefined }),
    today: rules.referenceDate,
  });
  // A product without an occupation table asks for no occupation.
  return problems.filter((problem) => (occupations || !OCCUPATION_FIELDS.has(problem.field)) && !(row.photo && PHOTO_FIELDS.has(problem.field)));
}

/** The rows with problems, for the "unqualified applicant" dialog. */
export function checkRows(rows: readonly InsuredRow[], rules: RowRules): RowIssues[] {
  return rows.flatMap((row, index) => {
    const problems = checkRow(row, rules);
    return problems.length > 0 ? [{ row, index, problems }] : [];
  });
}

export function hasIncompleteRow(issues: readonly RowIssues[]): boolean {
  return issues.some((issue) => issue.problems.some((problem) => problem.code === 'INSURED_INCOMPLETE'));
}

/** A problem in words: a missing field by its name, anything else by its message. */
export function problemText(t: TFunction, problem: FieldProblem, personName: string): string {
  if (problem.code === 'INSURED_INCOMPLETE') {
    return t('group:insured.missing', { field: t(`group:insured.fields.${problem.field}`) });
  }
  // The server's refusals may carry the product rules' codes too.
  return t([`validation:${problem.code}`, `catalog:rules.${problem.code}`], { ...problem.params, name: personName });
}
