import type { BatchKind, BatchLineInput, RowProblem } from '../../../domain/api/endorsement';
import { type OccupationLevel, type ProductConfig, toRatableProduct } from '../../../domain/catalog';
import { type EndorsementLine, premiumDifference, type PremiumDifference, type PolicyTerm } from '../../../domain/rules/endorsement';
import { quotePremium } from '../../../domain/rating';
import { type AgeRange, checkInsuredRow, normalisePayload } from '../../../domain/validators';
import { messageOf } from '../../catalog/messages';
import { occupationRules } from '../../catalog/occupations/table';
import type { SensitiveData } from '../../sales/sensitive';

/** Someone on the policy now, found by the blind index of their ID number or by their place on the list. */
export interface PolicyPerson {
  seq: number;
  name: string;
  premiumFen: number;
  idNumberBidx: string;
}

/** Who a line or a correction names (decision 035): by a typed ID number's blind index, or by a place on the list, which outranks it. */
export function policyPersonFinder(onPolicy: ReadonlyMap<string, PolicyPerson>, sensitive: SensitiveData) {
  const bySeq = new Map([...onPolicy.values()].map((person) => [person.seq, person]));
  return ({ seq, idNumber }: { seq?: number; idNumber?: string }): PolicyPerson | undefined =>
    seq === undefined ? onPolicy.get(sensitive.blindIndex((idNumber ?? '').trim().toUpperCase())) : bySeq.get(seq);
}

export interface JoiningRow {
  name: string;
  idType: string;
  idNumber: string;
  idNumberBidx: string;
  birthDate: string | null;
  gender: string | null;
  occupationCode: string | null;
  occupationName: string | null;
  occupationLevel: string;
  termPremiumFen: number;
}

export interface PricedBatchLine {
  kind: BatchKind;
  joining: JoiningRow | null;
  leaving: PolicyPerson | null;
  amountFen: number;
}

export interface PricedBatch {
  lines: PricedBatchLine[];
  difference: PremiumDifference;
  insuredBefore: number;
  insuredAfter: number;
}

export interface BatchCheckInput {
  kind: BatchKind;
  lines: readonly BatchLineInput[];
  product: ProductConfig;
  planCode: string;
  term: PolicyTerm;
  months: number;
  effectiveDate: string;
  /** The policy's insured list, by blind index of the ID number (a line that names a seq is found among its values). */
  onPolicy: ReadonlyMap<string, PolicyPerson>;
  sensitive: SensitiveData;
  /** The sheet's row number of each line (an upload); form and paste lines count from 1. */
  rowNumbers?: readonly number[];
}

const problem = (row: number, column: string, code: string, params?: Record<string, string | number>): RowProblem => ({
  row,
  column,
  code,
  message: messageOf(code, params),
});

/**
 * Every row of a batch checked with the product's rules (ages on the effective date, occupation class and refuse
 * list, ID checksums), against the policy (who is on it) and against the other rows (nobody twice); then, when no
 * row fails, each joining person priced for the policy's whole term and the batch's difference worked out pro rata.
 */
export function checkAndPriceBatch(input: BatchCheckInput): { problems: RowProblem[]; priced?: PricedBatch } {
  const problems: RowProblem[] = [];
  const seenJoining = new Set<string>();
  // People leave by their place on the list: one picked by seq and typed by ID number is one person.
  const seenLeaving = new Set<number>();
  const rules = {
    ageRange: input.product.ageRule as AgeRange,
    occupationLevels: input.product.occupation?.levels.map(Number),
    ...occupationRules(input.product),
    today: input.effectiveDate,
  };
  const joins = input.kind !== 'delete';
  const leaves = input.kind !== 'add';
  const leavingPersonOf = policyPersonFinder(input.onPolicy, input.sensitive);

  const rows = input.lines.map((line, index) => {
    const row = input.rowNumbers?.[index] ?? index + 1;
    let joining: Omit<JoiningRow, 'termPremiumFen'> | null = null;
    let leaving: PolicyPerson | null = null;
    if (joins) {
      if (!line.joining) problems.push(problem(row, 'name', 'ENDORSE_JOINING_REQUIRED'));
      else {
        const person = normalisePayload(line.joining);
        const check = checkInsuredRow(person, rules);
        for (const found of check.problems) problems.push(problem(row, found.field, found.code, found.params));
        const bidx = input.sensitive.blindIndex(person.idNumber);
        if (input.onPolicy.has(bidx)) problems.push(problem(row, 'idNumber', 'ENDORSE_ALREADY_ON_POLICY'));
        else if (seenJoining.has(bidx)) problems.push(problem(row, 'idNumber', 'ENDORSE_DUPLICATE_IN_BATCH'));
        seenJoining.add(bidx);
        joining = {
          name: person.name,
          idType: person.idType,
          idNumber: person.idNumber,
          idNumberBidx: bidx,
          birthDate: check.derived?.birthDate ?? person.birthDate ?? null,
          gender: check.derived?.gender ?? person.gender ?? null,
          occupationCode: person.occupationCode ?? null,
          occupationName: person.occupationName ?? null,
          occupationLevel: String(person.occulevel ?? ''),
        };
      }
    }
    if (leaves) {
      if (!line.leaving) problems.push(problem(row, 'leavingIdNumber', 'ENDORSE_LEAVING_REQUIRED'));
      else {
        const person = leavingPersonOf(line.leaving);
        if (!person) problems.push(problem(row, 'leavingIdNumber', 'ENDORSE_NOT_ON_POLICY'));
        else if (seenLeaving.has(person.seq)) problems.push(problem(row, 'leavingIdNumber', 'ENDORSE_DUPLICATE_IN_BATCH'));
        else if (line.leaving.name && line.leaving.name.replace(/\s/g, '') !== person.name.replace(/\s/g, '')) {
          problems.push(problem(row, 'leavingName', 'ENDORSE_NAME_MISMATCH'));
        }
        if (person) {
          seenLeaving.add(person.seq);
          leaving = person;
        }
      }
    }
    return { joining, leaving };
  });

  const insuredBefore = input.onPolicy.size;
  const insuredAfter = insuredBefore + (input.kind === 'add' ? rows.length : input.kind === 'delete' ? -rows.length : 0);
  const limits = input.product.group;
  if (limits && (insuredAfter < limits.minInsured || insuredAfter > limits.maxInsured)) {
    problems.push(problem(0, 'lines', 'ENDORSE_GROUP_SIZE', { min: limits.minInsured, max: limits.maxInsured, count: insuredAfter }));
  }
  if (problems.length > 0) return { problems };

  const joiningRows = rows.flatMap((row) => (row.joining ? [row.joining] : []));
  const termPremiums = joiningRows.length
    ? quotePremium(toRatableProduct(input.product), {
        planCode: input.planCode,
        startDate: input.term.startDate,
        months: input.months,
        insureds: joiningRows.map((person) => ({
          ...(person.birthDate && { birthDate: person.birthDate }),
          // Checked against the product's classes above, so it is one of them.
          occupationLevel: person.occupationLevel as OccupationLevel,
        })),
      }).insureds.map((insured) => insured.premiumFen)
    : [];
  let next = 0;
  const lines = rows.map((row) => ({
    kind: input.kind,
    joining: row.joining ? { ...row.joining, termPremiumFen: termPremiums[next++] } : null,
    leaving: row.leaving,
  }));
  const domainLines: EndorsementLine[] = lines.map((line) => ({
    kind: line.kind,
    ...(line.joining && { addedTermFen: line.joining.termPremiumFen }),
    ...(line.leaving && { removedTermFen: line.leaving.premiumFen }),
  }));
  const difference = premiumDifference(input.term, input.effectiveDate, domainLines);
  return {
    problems,
    priced: {
      lines: lines.map((line, index) => ({ ...line, amountFen: difference.lines[index].amountFen })),
      difference,
      insuredBefore,
      insuredAfter,
    },
  };
}
