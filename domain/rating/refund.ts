import type { Fen } from '../money';
import { coverDays } from './period';

export interface SurrenderInput {
  readonly premiumFen: Fen;
  readonly startDate: string;
  readonly endDate: string;
  /** The day the surrender takes effect; it counts as a day in force. */
  readonly surrenderDate: string;
  readonly benefitPaid: boolean;
  /** From the plan: an annual policy in force longer than this refunds nothing. */
  readonly nonRefundableAfterDays?: number;
}

/** 10% of the unearned premium is kept on surrender (storefront-spec 9). */
const KEPT_TENTHS = 1;

/**
 * Refund = premium x (1 - days in force / total days) x 90%, part days counting as full days, rounded half-up
 * to the fen in integer arithmetic; nothing after a benefit was paid; everything before the cover starts.
 */
export function surrenderRefundFen(input: SurrenderInput): Fen {
  if (input.benefitPaid) return 0;
  if (input.surrenderDate < input.startDate) return input.premiumFen;
  const totalDays = coverDays(input.startDate, input.endDate);
  const daysInForce = Math.min(coverDays(input.startDate, input.surrenderDate), totalDays);
  if (input.nonRefundableAfterDays !== undefined && daysInForce > input.nonRefundableAfterDays) return 0;
  const numerator = input.premiumFen * (totalDays - daysInForce) * (10 - KEPT_TENTHS);
  const denominator = totalDays * 10;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
