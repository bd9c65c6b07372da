import { findPlan, type Plan, type ProductConfig, toRatableProduct } from '../../../domain/catalog';
import { FULL_YEAR_MONTHS, type QuoteRequest, quotePremium, RatingError } from '../../../domain/rating';
import { checkQuote, type QuoteProblem } from '../../../domain/rules';
import { addDays, addYears, parseIsoDate } from '../../../domain/validators';
import { AppError } from '../../lib/envelope';
import { describeProblems } from '../../catalog/messages';

// The one place orders touch the rating functions: if their API moves, only this file does.

export interface PricedOrder {
  plan: Plan;
  /** The last day of cover (inclusive). */
  endDate: string;
  totalPremiumFen: number;
  insuredPremiumsFen: number[];
}

/** Checks the product's rules and prices the order from the catalogue's rate tables; the client's figure is ignored. */
export function priceOrder(product: ProductConfig, request: QuoteRequest, today: string): PricedOrder {
  const ratable = toRatableProduct(product);
  const problems = checkQuote(ratable, request, { today });
  if (problems.length > 0) throw invalid(problems);
  const plan = findPlan(ratable, request.planCode)!;
  try {
    const quote = quotePremium(ratable, request);
    return {
      plan,
      endDate: endDateOf(plan, request),
      totalPremiumFen: quote.totalPremiumFen,
      insuredPremiumsFen: quote.insureds.map((insured) => insured.premiumFen),
    };
  } catch (error) {
    if (error instanceof RatingError) throw invalid([{ field: 'planCode', code: error.code, params: error.params }]);
    throw error;
  }
}

function invalid(problems: QuoteProblem[]): AppError {
  return new AppError('1001', describeProblems(problems), 200, { problems });
}

function endDateOf(plan: Plan, request: QuoteRequest): string {
  if (plan.travel?.tripType === 'single') return request.endDate!;
  if (plan.travel?.tripType === 'annual') return addDays(addYears(request.startDate, 1), -1);
  return addDays(addMonths(request.startDate, request.months ?? FULL_YEAR_MONTHS), -1);
}

function addMonths(date: string, months: number): string {
  const { year, month, day } = parseIsoDate(date)!;
  const index = year * 12 + month - 1 + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  const lastDay = new Date(Date.UTC(target.year, target.month, 0)).getUTCDate();
  return `${String(target.year).padStart(4, '0')}-${String(target.month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}
