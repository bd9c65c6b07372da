import type { Fen } from '../money';
import { coverDays, surrenderRefundFen } from '../rating';
import { addDays } from '../validators';

/** An annual policy is surrendered with 30 days' notice and ends at 24:00 on the notice date (storefront-spec 4). */
export const ANNUAL_NOTICE_DAYS = 30;

export interface SurrenderablePolicy {
  readonly premiumFen: Fen;
  readonly startDate: string;
  readonly endDate: string;
  readonly tripType: 'single' | 'annual';
  readonly benefitPaid: boolean;
  readonly nonRefundableAfterDays?: number;
  /**
   * What changes to the policy charged (or, negative, refunded) for cover from a day to its end: a group policy's
   * endorsements. Each is refunded over its own days (from the start at the earliest), so a person added or removed
   * part-way is counted exactly.
   */
  readonly changes?: readonly PremiumChange[];
}

export interface PremiumChange {
  readonly premiumFen: Fen;
  readonly from: string;
}

export type SurrenderTerms =
  | {
      readonly kind: 'cancellation' | 'surrender';
      /** The last day of cover (cover ends at 24:00); the day before the start for a cancellation. */
      readonly endsOn: string;
      readonly daysInForce: number;
      readonly totalDays: number;
      readonly refundFen: Fen;
      /** Why nothing comes back, when nothing does. */
      readonly noRefundReason?: 'benefitPaid' | 'nonRefundable';
    }
  | { readonly kind: 'ended' };

/**
 * What leaving a policy on `today` means: before the start a cancellation refunds everything (after review);
 * after it, the surrender formula on the days up to the end date, which for an annual policy is the notice date
 * 30 days on (or later if asked). Nothing after a benefit was paid or past the non-refundable day.
 */
export function surrenderTerms(policy: SurrenderablePolicy, today: string, requestedEnd?: string): SurrenderTerms {
  const totalDays = coverDays(policy.startDate, policy.endDate);
  const changes = policy.changes ?? [];
  if (today < policy.startDate) {
    const inForceFen = changes.reduce((sum, change) => sum + change.premiumFen, policy.premiumFen);
    return { kind: 'cancellation', endsOn: addDays(policy.startDate, -1), daysInForce: 0, totalDays, refundFen: inForceFen };
  }
  if (today > policy.endDate) return { kind: 'ended' };
  const earliest = policy.tripType === 'annual' ? addDays(today, ANNUAL_NOTICE_DAYS) : today;
  const chosen = requestedEnd && requestedEnd > earliest ? requestedEnd : earliest;
  const endsOn = chosen < policy.endDate ? chosen : policy.endDate;
  const daysInForce = coverDays(policy.startDate, endsOn);
  const refund = (premiumFen: Fen, startDate: string) =>
    surrenderRefundFen({ premiumFen, startDate, endDate: policy.endDate, surrenderDate: endsOn, benefitPaid: policy.benefitPaid });
  const ownFen =
    policy.nonRefundableAfterDays !== undefined && daysInForce > policy.nonRefundableAfterDays ? 0 : refund(policy.premiumFen, policy.startDate);
  // A policy that refunds nothing (a benefit paid, past the non-refundable day) refunds no change either.
  const refundFen = ownFen === 0 ? 0 : Math.max(0, changes.reduce((sum, change) => sum + refund(change.premiumFen, change.from > policy.startDate ? change.from : policy.startDate), ownFen));
  const noRefundReason = policy.benefitPaid ? 'benefitPaid' : refundFen === 0 && daysInForce < totalDays ? 'nonRefundable' : undefined;
  return { kind: 'surrender', endsOn, daysInForce, totalDays, refundFen, ...(noRefundReason && { noRefundReason }) };
}
