import type { Fen } from '../money';
import { coverDays } from '../rating/period';
import { addDays, isIsoDate } from '../validators';

/**
 * Endorsements (batch changes) of a group policy: what a change costs, worked out before anything is committed.
 * A change takes effect at 00:00 Beijing time on its effective date; the days from then to the policy's last day,
 * both included, are the days it moves premium for.
 */

export const ENDORSEMENT_KINDS = ['add', 'delete', 'replace'] as const;
export type EndorsementLineKind = (typeof ENDORSEMENT_KINDS)[number];

export interface PolicyTerm {
  /** YYYY-MM-DD, first and last day of cover, both included. */
  readonly startDate: string;
  readonly endDate: string;
}

/** The share of a removed person's unearned premium the insurer keeps (the group surrender rule keeps 10%). */
export interface EndorsementRefundRule {
  readonly keptPercent: number;
}
export const GROUP_REFUND_RULE: EndorsementRefundRule = { keptPercent: 10 };

/** One line of a batch: who joins (the premium they would pay for the whole term) and who leaves (what they paid). */
export interface EndorsementLine {
  readonly kind: EndorsementLineKind;
  /** add, replace: the joining person's premium for the policy's whole term. */
  readonly addedTermFen?: Fen;
  /** delete, replace: the premium the leaving person paid for the whole term. */
  readonly removedTermFen?: Fen;
}

export interface EndorsementDays {
  /** Days of cover the change moves, the effective date included. */
  readonly remainingDays: number;
  readonly totalDays: number;
  /** The change takes effect before the cover starts: nothing is earned yet, so nothing is kept. */
  readonly beforeStart: boolean;
}

export interface PricedLine extends EndorsementLine {
  /** Positive: the holder pays; negative: the holder is refunded. Rounded to the fen once. */
  readonly amountFen: Fen;
}

export interface PremiumDifference {
  readonly days: EndorsementDays;
  readonly lines: readonly PricedLine[];
  /** What the added side of the lines costs, the refunded side, and the net: chargeFen - refundFen = netFen. */
  readonly chargeFen: Fen;
  readonly refundFen: Fen;
  readonly netFen: Fen;
}

export type EffectiveDateProblem = 'EFFECTIVE_DATE_FORMAT' | 'EFFECTIVE_DATE_TOO_EARLY' | 'EFFECTIVE_DATE_AFTER_END';

/** Changes take effect at the earliest tomorrow 00:00 Beijing time, unless the product allows sooner. */
export function earliestEffectiveDate(today: string, earliestInDays = 1): string {
  return addDays(today, earliestInDays);
}

export function checkEffectiveDate(date: string, today: string, term: PolicyTerm, earliestInDays = 1): EffectiveDateProblem | null {
  if (!isIsoDate(date)) return 'EFFECTIVE_DATE_FORMAT';
  if (date < earliestEffectiveDate(today, earliestInDays)) return 'EFFECTIVE_DATE_TOO_EARLY';
  if (date > term.endDate) return 'EFFECTIVE_DATE_AFTER_END';
  return null;
}

export function endorsementDays(term: PolicyTerm, effectiveDate: string): EndorsementDays {
  const totalDays = coverDays(term.startDate, term.endDate);
  const beforeStart = effectiveDate <= term.startDate;
  const remainingDays = beforeStart ? totalDays : Math.max(0, coverDays(effectiveDate, term.endDate));
  return { remainingDays, totalDays, beforeStart };
}

/** numerator / denominator rounded half away from zero, in integers: a refund is the mirror of a charge. */
function divideRounded(numerator: number, denominator: number): Fen {
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}

/**
 * One line's premium difference, pro rata by day: the joining person pays the remaining days of their term premium,
 * the leaving one is refunded the unearned days less what the rule keeps; a replacement nets the two (the newcomer
 * takes over the cover, so nothing is kept) and is rounded once, as a single amount.
 */
export function lineDifferenceFen(line: EndorsementLine, days: EndorsementDays, rule: EndorsementRefundRule = GROUP_REFUND_RULE): Fen {
  const added = line.kind === 'delete' ? 0 : requireFen(line.addedTermFen);
  const removed = line.kind === 'add' ? 0 : requireFen(line.removedTermFen);
  const refundedPercent = line.kind === 'delete' && !days.beforeStart ? 100 - rule.keptPercent : 100;
  const numerator = (added * 100 - removed * refundedPercent) * days.remainingDays;
  return divideRounded(numerator, days.totalDays * 100);
}

/** The before-and-after money of a batch: every line priced once, totals the plain sums of the lines. */
export function premiumDifference(
  term: PolicyTerm,
  effectiveDate: string,
  lines: readonly EndorsementLine[],
  rule: EndorsementRefundRule = GROUP_REFUND_RULE,
): PremiumDifference {
  const days = endorsementDays(term, effectiveDate);
  const priced = lines.map((line) => ({ ...line, amountFen: lineDifferenceFen(line, days, rule) }));
  let chargeFen = 0;
  let refundFen = 0;
  for (const line of priced) {
    if (line.amountFen > 0) chargeFen += line.amountFen;
    else refundFen -= line.amountFen;
  }
  return { days, lines: priced, chargeFen, refundFen, netFen: chargeFen - refundFen };
}

function requireFen(fen: Fen | undefined): Fen {
  if (fen === undefined || !Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`A term premium must be whole fen: ${fen}`);
  return fen;
}
