import { type ProductConfig, toRatableProduct } from '../../../domain/catalog';
import { quotePremium, trialQuoteRequest } from '../../../domain/rating';
import { todayInBeijing } from '../../../domain/validators';

const cache = new Map<string, number>();

/**
 * The "from" price of the product list: the cheapest plan for the trial's sample insured, a single trip of one
 * day. The sample has an age, not a birth date, so the figure does not change with the day.
 */
export function fromPremiumFen(product: ProductConfig): number {
  const known = cache.get(product.code);
  if (known !== undefined) return known;
  const ratable = toRatableProduct(product);
  const premiums = product.plans.map(
    (plan) => quotePremium(ratable, trialQuoteRequest(ratable, { planCode: plan.planCode, days: 1 }, todayInBeijing())).totalPremiumFen,
  );
  const cheapest = Math.min(...premiums);
  cache.set(product.code, cheapest);
  return cheapest;
}
