import type { Plan, RatableProduct } from '../catalog';
import { findPlan } from '../catalog/lookup';
import { fenToYuanText } from '../money';
import { coverDays, insuredAge, type QuoteInsured, type QuoteRequest } from '../rating';
import { addDays, checkAge } from '../validators';
import { ageRuleOf, minimumYears, toAgeRange, typedAgeVerdict } from './age';
import type { QuoteProblem } from './codes';
import { SENIOR_MAX_TRIP_DAYS, SENIOR_TRIP_AGE } from './travel-cover';

export interface EligibilityOptions {
  /** YYYY-MM-DD in Beijing. */
  readonly today: string;
  /** Trials price one sample person, so a group's minimum headcount is not asked for. */
  readonly trial?: boolean;
}

/**
 * Every rule a quote must pass before it is priced: plan, headcount, start date, term or trip length, each
 * insured's age, occupation level and chosen sums. Returns all problems at once, for the per-person list.
 */
export function checkQuote(product: RatableProduct, request: QuoteRequest, options: EligibilityOptions): QuoteProblem[] {
  const plan = findPlan(product, request.planCode);
  if (!plan) return [{ field: 'planCode', code: 'PLAN_UNKNOWN', params: { planCode: request.planCode } }];
  const problems: QuoteProblem[] = [];
  problems.push(...checkHeadcount(product, request, options));
  problems.push(...checkStartDate(product, request.startDate, options.today));
  problems.push(...checkTerm(product, plan, request));
  request.insureds.forEach((insured, insuredIndex) => {
    for (const problem of checkInsured(product, plan, request, insured)) problems.push({ insuredIndex, ...problem });
  });
  return problems;
}

function checkHeadcount(product: RatableProduct, request: QuoteRequest, options: EligibilityOptions): QuoteProblem[] {
  const count = request.insureds.length;
  if (count === 0) return [{ field: 'insureds', code: 'INSUREDS_REQUIRED' }];
  if (!product.group || options.trial) return [];
  if (count < product.group.minInsured) return [{ field: 'insureds', code: 'INSURED_COUNT_BELOW_MIN', params: { min: product.group.minInsured } }];
  if (count > product.group.maxInsured) return [{ field: 'insureds', code: 'INSURED_COUNT_ABOVE_MAX', params: { max: product.group.maxInsured } }];
  return [];
}

function checkStartDate(product: RatableProduct, startDate: string, today: string): QuoteProblem[] {
  const earliest = addDays(today, product.startDate.earliestInDays);
  const latest = addDays(today, product.startDate.latestInDays);
  if (startDate < earliest) return [{ field: 'startDate', code: 'START_DATE_TOO_EARLY', params: { earliest } }];
  if (startDate > latest) return [{ field: 'startDate', code: 'START_DATE_TOO_LATE', params: { latest } }];
  return [];
}

function checkTerm(product: RatableProduct, plan: Plan, request: QuoteRequest): QuoteProblem[] {
  const { rating } = product;
  if (rating.model === 'level-premium' || rating.model === 'level-rate' || rating.model === 'sum-insured-rate') {
    const max = rating.term.kind === 'monthly' ? rating.term.maxMonths : 12;
    const months = request.months ?? 12;
    return Number.isInteger(months) && months >= 1 && months <= max ? [] : [{ field: 'months', code: 'TERM_MONTHS_INVALID', params: { max } }];
  }
  if (plan.travel?.tripType !== 'single') return [];
  if (!request.endDate) return [{ field: 'endDate', code: 'END_DATE_REQUIRED' }];
  const days = coverDays(request.startDate, request.endDate);
  if (days < 1) return [{ field: 'endDate', code: 'END_BEFORE_START' }];
  const { minTripDays: min, maxTripDays: max } = plan.travel;
  if (days < min) return [{ field: 'endDate', code: 'TRIP_TOO_SHORT', params: { min, max } }];
  if (days > max) return [{ field: 'endDate', code: 'TRIP_TOO_LONG', params: { min, max } }];
  return [];
}

function checkInsured(product: RatableProduct, plan: Plan, request: QuoteRequest, insured: QuoteInsured): Omit<QuoteProblem, 'insuredIndex'>[] {
  const problems: Omit<QuoteProblem, 'insuredIndex'>[] = [];
  const rule = ageRuleOf(product, plan);
  const needsAge = product.rating.model === 'age-band' || product.rating.model === 'trip-days';
  if (insured.birthDate) {
    const age = checkAge(insured.birthDate, toAgeRange(rule), request.startDate);
    if (!age.ok) problems.push({ field: 'birthDate', code: age.code, ...(age.params && { params: age.params }) });
  } else if (insured.age !== undefined) {
    if (typedAgeVerdict(rule, insured.age) === 'refused') {
      problems.push({ field: 'age', code: 'AGE_OUT_OF_RANGE', params: { min: minimumYears(rule), max: rule.maxYears } });
    }
  } else if (needsAge) {
    problems.push({ field: 'birthDate', code: 'AGE_REQUIRED' });
  }

  const age = insuredAge(insured, request.startDate);
  if (plan.travel?.tripType === 'single' && request.endDate && age !== undefined && age > SENIOR_TRIP_AGE) {
    if (coverDays(request.startDate, request.endDate) > SENIOR_MAX_TRIP_DAYS) {
      problems.push({ field: 'endDate', code: 'SENIOR_TRIP_TOO_LONG', params: { age: SENIOR_TRIP_AGE, max: SENIOR_MAX_TRIP_DAYS } });
    }
  }

  if (product.rating.model === 'level-premium' || product.rating.model === 'level-rate') {
    const levels = plan.occupationLevels ?? product.occupationLevels ?? [];
    if (!insured.occupationLevel) problems.push({ field: 'occulevel', code: 'OCCUPATION_LEVEL_REQUIRED' });
    else if (!levels.includes(insured.occupationLevel)) {
      problems.push({ field: 'occulevel', code: 'OCCUPATION_LEVEL_NOT_ACCEPTED', params: { level: insured.occupationLevel } });
    }
  }

  if (product.rating.model === 'sum-insured-rate') problems.push(...checkSums(product.rating.byPlan[plan.planCode].duties, insured));
  return problems;
}

type DutyBounds = Record<string, { minSumInsuredFen: number; maxSumInsuredFen: number; stepFen: number }>;

function checkSums(bounds: DutyBounds, insured: QuoteInsured): Omit<QuoteProblem, 'insuredIndex'>[] {
  const chosen = Object.entries(insured.sumsInsuredFen ?? {});
  if (chosen.length === 0) return [{ field: 'sumsInsuredFen', code: 'SUM_INSURED_REQUIRED' }];
  return chosen.flatMap(([duty, sumInsuredFen]): Omit<QuoteProblem, 'insuredIndex'>[] => {
    const field = `sumsInsuredFen.${duty}`;
    const limit = bounds[duty];
    if (!limit) return [{ field, code: 'DUTY_UNKNOWN', params: { duty } }];
    if (sumInsuredFen < limit.minSumInsuredFen || sumInsuredFen > limit.maxSumInsuredFen) {
      const params = { duty, min: fenToYuanText(limit.minSumInsuredFen), max: fenToYuanText(limit.maxSumInsuredFen) };
      return [{ field, code: 'SUM_INSURED_OUT_OF_RANGE', params }];
    }
    if (sumInsuredFen % limit.stepFen !== 0) return [{ field, code: 'SUM_INSURED_STEP', params: { duty, step: fenToYuanText(limit.stepFen) } }];
    return [];
  });
}
