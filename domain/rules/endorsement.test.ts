import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../validators';
import { checkEffectiveDate, type EndorsementLine, lineDifferenceFen, premiumDifference } from './endorsement';

// An annual policy of 2025 (365 days) and a monthly one (June 2025, 30 days).
const annual = { startDate: '2025-01-01', endDate: '2025-12-31' };
const monthly = { startDate: '2025-06-01', endDate: '2025-06-30' };
const add = (fen: number): EndorsementLine => ({ kind: 'add', addedTermFen: fen });
const del = (fen: number): EndorsementLine => ({ kind: 'delete', removedTermFen: fen });
const replace = (added: number, removed: number): EndorsementLine => ({ kind: 'replace', addedTermFen: added, removedTermFen: removed });

describe('the premium difference of an endorsement, pro rata by day', () => {
  it('charges the whole term premium for a person added on day 1, and refunds a deletion in full before cover starts', () => {
    expect(premiumDifference(annual, '2025-01-01', [add(36_500)]).netFen).toBe(36_500);
    expect(premiumDifference(annual, '2024-12-20', [del(36_500)]).netFen).toBe(-36_500);
  });

  it('prices mid-term: added 1 July pays 184/365; deleted gets 184/365 less the 10% kept', () => {
    const difference = premiumDifference(annual, '2025-07-01', [add(36_500), del(36_500)]);
    expect(difference.days).toEqual({ remainingDays: 184, totalDays: 365, beforeStart: false });
    expect(difference.lines.map((line) => line.amountFen)).toEqual([18_400, -16_560]);
    expect(difference).toMatchObject({ chargeFen: 18_400, refundFen: 16_560, netFen: 1_840 });
  });

  it('prices the last day as one day', () => {
    expect(premiumDifference(annual, '2025-12-31', [add(36_500)]).netFen).toBe(100);
    expect(premiumDifference(monthly, '2025-06-30', [add(3_000), del(3_000)]).lines.map((line) => line.amountFen)).toEqual([100, -90]);
  });

  it('prices a monthly policy: added on 16 June pays 15/30 of 100.01 yuan, rounded half up once', () => {
    // 10,001 x 15 / 30 = 5,000.5 -> 5,001 fen
    expect(premiumDifference(monthly, '2025-06-16', [add(10_001)]).netFen).toBe(5_001);
    expect(premiumDifference(monthly, '2025-06-16', [del(10_001)]).netFen).toBe(-4_500);
  });

  it('nets a replacement into one line rounded once, nothing kept', () => {
    // (12,000 - 9,001) x 15 / 30 = 1,499.5 -> 1,500 (two roundings would give 6,000 - 4,501 = 1,499)
    expect(premiumDifference(monthly, '2025-06-16', [replace(12_000, 9_001)]).netFen).toBe(1_500);
    expect(premiumDifference(monthly, '2025-06-16', [replace(9_001, 12_000)]).netFen).toBe(-1_500);
  });

  it('refuses an effective date before tomorrow or after the policy ends', () => {
    expect(checkEffectiveDate('2025-06-10', '2025-06-10', monthly)).toBe('EFFECTIVE_DATE_TOO_EARLY');
    expect(checkEffectiveDate('2025-06-11', '2025-06-10', monthly)).toBeNull();
    expect(checkEffectiveDate('2025-07-01', '2025-06-10', monthly)).toBe('EFFECTIVE_DATE_AFTER_END');
    expect(checkEffectiveDate('2025-6-11', '2025-06-10', monthly)).toBe('EFFECTIVE_DATE_FORMAT');
    expect(checkEffectiveDate('2025-06-10', '2025-06-10', monthly, 0)).toBeNull();
  });
});

const fen = fc.integer({ min: 0, max: 5_000_000 });
const line = fc.oneof(
  fen.map(add),
  fen.map(del),
  fc.tuple(fen, fen).map(([added, removed]) => replace(added, removed)),
);
const term = fc
  .tuple(fc.integer({ min: 0, max: 3_000 }), fc.constantFrom(29, 30, 89, 180, 364, 365))
  .map(([offset, length]) => ({ startDate: addDays('2024-01-01', offset), endDate: addDays('2024-01-01', offset + length) }));
const termAndDate = term.chain((t) => fc.integer({ min: -10, max: 366 }).map((day) => ({ term: t, date: addDays(t.startDate, day) })));

describe('premium difference properties', () => {
  it('totals are exactly the sums of the lines, and charge - refund = net', () => {
    fc.assert(
      fc.property(termAndDate, fc.array(line, { maxLength: 40 }), ({ term: t, date }, lines) => {
        fc.pre(date <= t.endDate);
        const difference = premiumDifference(t, date, lines);
        const sum = difference.lines.reduce((total, priced) => total + priced.amountFen, 0);
        expect(difference.netFen).toBe(sum);
        expect(difference.chargeFen - difference.refundFen).toBe(difference.netFen);
        expect(difference.chargeFen).toBeGreaterThanOrEqual(0);
        expect(difference.refundFen).toBeGreaterThanOrEqual(0);
        for (const priced of difference.lines) expect(Number.isInteger(priced.amountFen)).toBe(true);
      }),
    );
  });

  it('each line is within half a fen of its exact pro-rata amount, and never more than the term premium', () => {
    fc.assert(
      fc.property(termAndDate, line, ({ term: t, date }, one) => {
        fc.pre(date <= t.endDate);
        const { days, lines } = premiumDifference(t, date, [one]);
        const kept = one.kind === 'delete' && !days.beforeStart ? 0.9 : 1;
        const exact = (((one.addedTermFen ?? 0) - (one.removedTermFen ?? 0) * kept) * days.remainingDays) / days.totalDays;
        expect(Math.abs(lines[0].amountFen - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(Math.abs(lines[0].amountFen)).toBeLessThanOrEqual(Math.max(one.addedTermFen ?? 0, one.removedTermFen ?? 0));
      }),
    );
  });

  it('a replacement of a person by an identical one costs nothing, and swapping its sides mirrors the amount', () => {
    fc.assert(
      fc.property(termAndDate, fen, fen, ({ term: t, date }, a, b) => {
        fc.pre(date <= t.endDate);
        const days = premiumDifference(t, date, []).days;
        expect(lineDifferenceFen(replace(a, a), days)).toBe(0);
        // Whole fen: the two sides cancel out (toBeCloseTo, unlike toBe, holds 0 and -0 for equal).
        expect(lineDifferenceFen(replace(a, b), days) + lineDifferenceFen(replace(b, a), days)).toBeCloseTo(0, 6);
      }),
    );
  });

  it('a later effective date never charges more for an added person', () => {
    fc.assert(
      fc.property(term, fen, fc.integer({ min: 0, max: 363 }), (t, premium, day) => {
        const earlier = addDays(t.startDate, day);
        const later = addDays(earlier, 1);
        fc.pre(later <= t.endDate);
        expect(premiumDifference(t, later, [add(premium)]).netFen).toBeLessThanOrEqual(premiumDifference(t, earlier, [add(premium)]).netFen);
      }),
    );
  });
});
