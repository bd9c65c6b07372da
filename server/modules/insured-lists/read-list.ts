import type { ImportedInsured } from '../../../domain/api/insured-list';
import type { SheetProblem } from '../../../domain/api/sheet';
import type { ProductConfig } from '../../../domain/catalog';
import { findPlan } from '../../../domain/catalog';
import { ageRuleOf, toAgeRange } from '../../../domain/rules';
import { checkInsuredRow, checkMobile, type FieldProblem, HIGH_RISK_FLAG_WHEN_LOCKED, highRiskFlagFor, type InsuredRowRules } from '../../../domain/validators';
import { labelsOf } from '../../catalog/messages';
import { OCCUPATION_TABLES, occupationRules } from '../../catalog/occupations/table';
import { duplicateProblems, rowProblems, type SheetRow } from '../../sales/insured-sheet';

/** A cell's code: the code itself, or its Chinese label (居民身份证 → 1, 男 → M). */
function codeReader(table: string, extra: Record<string, string> = {}): (cell: string) => string {
  const byLabel = new Map<string, string>(Object.entries(extra));
  for (const [code, label] of Object.entries(labelsOf(table))) {
    byLabel.set(label, code);
    byLabel.set(code.toLowerCase(), code);
  }
  return (cell) => byLabel.get(cell) ?? byLabel.get(cell.toLowerCase()) ?? cell;
}
const idTypeOf = codeReader('personIdType', { 身份证: '1' });
const genderOf = codeReader('gender', { 男: 'M', 女: 'F', m: 'M', f: 'F' });
const HIGH_RISK: Readonly<Record<string, '1' | '2'>> = { 是: '1', 否: '2', '1': '1', '2': '2', y: '1', n: '2' };

// Problems of the occupation's name and class show in the occupation code's column (the sheet has no such columns).
const COLUMN_OF_FIELD: Readonly<Record<string, string>> = { occupationName: 'occupationCode', occulevel: 'occupationCode' };
const OCCUPATION_FIELDS: ReadonlySet<string> = new Set(['occulevel', 'occupationName', 'occupationCode']);
const DERIVED_FROM_ID: ReadonlySet<string> = new Set(['birthDate', 'gender']);

export interface ListContext {
  product: ProductConfig;
  planCode?: string;
  /** Ages and ID validity are taken on this day (the start date, as the premium is). */
  referenceDate: string;
  /** ID numbers (upper case) the list already holds. */
  existing: ReadonlySet<string>;
}

export interface ListReading {
  insureds: ImportedInsured[];
  problems: SheetProblem[];
}

/** The row rules of the insured table for this product and plan (the same as the form's, domain/validators). */
function rowRules(context: ListContext): InsuredRowRules {
  const { product } = context;
  const plan = context.planCode ? findPlan(product, context.planCode) : undefined;
  const levels = plan?.occupationLevels ?? product.occupation?.levels;
  return {
    ageRange: toAgeRange(ageRuleOf(product, plan)),
    ...(levels && { occupationLevels: levels.map(Number) }),
    ...occupationRules(product),
    today: context.referenceDate,
  };
}

/** Every row of an uploaded insured list through the form's rules, and its duplicates in the file and in the list. */
export function readInsuredList(rows: readonly SheetRow[], context: ListContext): ListReading {
  const rules = rowRules(context);
  const occupation = context.product.occupation;
  const table = occupation && OCCUPATION_TABLES[occupation.table];
  const problems: SheetProblem[] = [];
  const insureds = rows.map(({ row, cells }): ImportedInsured => {
    const text = (key: string) => cells[key] ?? '';
    const found = table?.byCode.get(text('occupationCode'));
    const occulevel = found?.level ?? '';
    const insured: ImportedInsured = {
      row,
      name: text('name'),
      idType: idTypeOf(text('idType')),
      idNumber: text('idNumber').toUpperCase(),
      birthDate: text('birthDate'),
      gender: '',
      occupationCode: text('occupationCode'),
      occupationName: found?.name ?? '',
      occulevel,
      biddingDocumentid: occulevel ? (highRiskFlagFor(Number(occulevel), HIGH_RISK[text('biddingDocumentid').toLowerCase()] ?? '2') as '1' | '2') : HIGH_RISK_FLAG_WHEN_LOCKED,
      mobile: text('mobile'),
      workUnit: text('workUnit'),
      invalidate: text('invalidate'),
    };
    const gender = genderOf(text('gender'));
    const check = checkInsuredRow({ ...insured, gender }, rules);
    const fieldProblems: FieldProblem[] = check.problems
      .filter((problem) => table || !OCCUPATION_FIELDS.has(problem.field))
      .map((problem) => ({ ...problem, field: COLUMN_OF_FIELD[problem.field] ?? problem.field }));
    if (insured.mobile !== '') {
      const mobile = checkMobile(insured.mobile);
      if (!mobile.ok) fieldProblems.push({ field: 'mobile', code: mobile.code });
    }
    // One message per cell (the occupation's name and class problems are the code's); a bad ID number's missing
    // birth date and gender are its own problem, not the empty cells'.
    const badId = fieldProblems.some((problem) => problem.field === 'idNumber');
    const unique = fieldProblems.filter(
      (problem, index) =>
        fieldProblems.findIndex((other) => other.field === problem.field) === index &&
        !(badId && DERIVED_FROM_ID.has(problem.field) && text(problem.field) === ''),
    );
    problems.push(...rowProblems(row, unique));
    const derived = check.derived;
    return derived
      ? { ...insured, birthDate: derived.birthDate, gender: derived.gender }
      : { ...insured, gender: gender === 'M' || gender === 'F' ? gender : '' };
  });
  const keys = new Map(insureds.map((insured) => [insured.row, insured.idNumber]));
  problems.push(...duplicateProblems(rows, (row) => keys.get(row.row) || undefined, context.existing));
  return { insureds, problems };
}
