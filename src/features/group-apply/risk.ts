import type { PolicyRegular } from '../../../domain/api/product';
import type { Plan, RatableProduct } from '../../../domain/catalog';
import { findPlan } from '../../../domain/catalog/lookup';
import { ageRuleOf, toAgeRange } from '../../../domain/rules';
import { isIsoDate } from '../../../domain/validators';
import type { RowRules } from '../../components/insured-list/row-rules';
import type { OccupationIndex } from '../../components/insured-list/occupations';

/** The risk information of a group policy (风险信息). */
export interface RiskValues {
  planCode: string;
  startDate: string;
  /** Months of cover; 0 where the product has no term choice (a year). */
  months: number;
  /** Property: the sum chosen for each duty, in yuan as typed. */
  sumsYuan: Record<string, string>;
}

/** Property products rate each duty's chosen sum; the others insure the plan's fixed sums. */
export function ratedDuties(product: RatableProduct, planCode: string): Record<string, { minSumInsuredFen: number; maxSumInsuredFen: number; stepFen: number }> {
  return product.rating.model === 'sum-insured-rate' ? (product.rating.byPlan[planCode]?.duties ?? {}) : {};
}

export function defaultRisk(product: RatableProduct, earliestStart: string, months: readonly number[]): RiskValues {
  const planCode = product.plans[0]?.planCode ?? '';
  return { planCode, startDate: earliestStart, months: months.at(-1) ?? 0, sumsYuan: defaultSums(product, planCode) };
}

/** Each rated duty starts at its smallest sum, so a premium shows at once. */
export function defaultSums(product: RatableProduct, planCode: string): Record<string, string> {
  return Object.fromEntries(Object.entries(ratedDuties(product, planCode)).map(([duty, bounds]) => [duty, String(bounds.minSumInsuredFen / 100)]));
}

export function sumsInFen(sumsYuan: Record<string, string>): Record<string, number> | undefined {
  const entries = Object.entries(sumsYuan).flatMap(([duty, yuan]) => {
    const fen = Math.round(Number(yuan) * 100);
    return yuan.trim() !== '' && Number.isFinite(fen) && fen > 0 ? [[duty, fen] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The rules the insured rows are checked against for the chosen plan. */
export function rowRulesFor(product: RatableProduct, risk: RiskValues, today: string, occupations?: OccupationIndex): RowRules {
  const plan: Plan | undefined = findPlan(product, risk.planCode);
  const levels = plan?.occupationLevels ?? product.occupationLevels;
  return {
    ageRange: toAgeRange(ageRuleOf(product, plan)),
    ...(levels && { occupationLevels: levels.map(Number) }),
    ...(occupations && { occupations }),
    referenceDate: isIsoDate(risk.startDate) ? risk.startDate : today,
  };
}

/** The months a policy may run, when the product is priced by term. */
export function termMonths(term: PolicyRegular['term']): number[] {
  if (term.kind === 'monthly') return Array.from({ length: term.maxMonths }, (_, index) => index + 1);
  if (term.kind === 'short-term-table') return term.factors.map((row) => row.months);
  return [];
}
