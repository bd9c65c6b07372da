import type { OccupationLevel, RatableProduct } from '../catalog';
import { findPlan } from '../catalog/lookup';
import { addDays } from '../validators';
import type { QuoteInsured, QuoteRequest } from './request';

/** The sample traveller or employee of a premium trial: an adult in the lowest class, the smallest sums. */
export const TRIAL_AGE = 30;
/** A single trip's default length in a trial. */
export const TRIAL_DAYS = 7;

export interface TrialInput {
  readonly planCode: string;
  readonly startDate?: string;
  readonly endDate?: string;
  /** Days of cover; sets the end date when none is given. */
  readonly days?: number;
  readonly months?: number;
  readonly insureds?: readonly QuoteInsured[];
}

/** The full quote a premium trial prices, filling what the visitor has not chosen yet; the same on both sides. */
export function trialQuoteRequest(product: RatableProduct, input: TrialInput, today: string): QuoteRequest {
  const plan = findPlan(product, input.planCode);
  const startDate = input.startDate ?? addDays(today, product.startDate.earliestInDays);
  const single = plan?.travel?.tripType === 'single';
  const endDate = input.endDate ?? (single ? addDays(startDate, (input.days ?? TRIAL_DAYS) - 1) : undefined);
  return {
    planCode: input.planCode,
    startDate,
    ...(endDate && { endDate }),
    ...(input.months !== undefined && { months: input.months }),
    insureds: input.insureds?.length ? input.insureds : [sampleInsured(product, input.planCode)],
  };
}

function sampleInsured(product: RatableProduct, planCode: string): QuoteInsured {
  const plan = findPlan(product, planCode);
  const levels = plan?.occupationLevels ?? product.occupationLevels;
  const rating = product.rating;
  const sums =
    rating.model === 'sum-insured-rate' && rating.byPlan[planCode]
      ? Object.fromEntries(Object.entries(rating.byPlan[planCode].duties).map(([duty, bounds]) => [duty, bounds.minSumInsuredFen]))
      : undefined;
  const level: OccupationLevel | undefined = levels?.[0];
  return { age: TRIAL_AGE, ...(level && { occupationLevel: level }), ...(sums && { sumsInsuredFen: sums }) };
}
