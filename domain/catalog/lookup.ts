// The catalogue's values a phone prices with, apart from its zod schemas: a page that only reads a product keeps zod out.
import type { Plan, RatableProduct } from './schema';

export const OCCUPATION_LEVELS = ['1', '2', '3', '4', '5', '6'] as const;

export function findPlan(product: Pick<RatableProduct, 'plans'>, planCode: string): Plan | undefined {
  return product.plans.find((p) => p.planCode === planCode);
}
