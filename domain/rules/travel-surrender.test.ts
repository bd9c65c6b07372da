import { describe, expect, it } from 'vitest';
import { surrenderTerms } from './travel-surrender';

// A 30-day single trip of 1,000 yuan, 1-30 June 2025.
const trip = { premiumFen: 100_000, startDate: '2025-06-01', endDate: '2025-06-30', tripType: 'single' as const, benefitPaid: false };
const annual = { premiumFen: 100_000, startDate: '2025-01-01', endDate: '2025-12-31', tripType: 'annual' as const, benefitPaid: false };

describe('leaving a travel policy', () => {
  it('cancels before the start date with the whole premium back', () => {
    expect(surrenderTerms(trip, '2025-05-31')).toEqual({ kind: 'cancellation', endsOn: '2025-05-31', daysInForce: 0, totalDays: 30, refundFen: 100_000 });
  });

  it('surrenders a trip the same day: 10 June is day 10, 1,000 x (1 - 10/30) x 90% = 600 yuan', () => {
    expect(surrenderTerms(trip, '2025-06-10')).toMatchObject({ kind: 'surrender', endsOn: '2025-06-10', daysInForce: 10, refundFen: 60_000 });
  });

  it('counts a part day as a full day: on the first day 1,000 x 29/30 x 90% = 870 yuan', () => {
    expect(surrenderTerms(trip, '2025-06-01')).toMatchObject({ daysInForce: 1, refundFen: 87_000 });
  });

  it('refunds nothing once a benefit was paid, and says why', () => {
    expect(surrenderTerms({ ...trip, benefitPaid: true }, '2025-06-10')).toMatchObject({ refundFen: 0, noRefundReason: 'benefitPaid' });
  });

  it('ends an annual policy at 24:00 on the notice date 30 days on: notice 1 March ends 31 March, day 90', () => {
    // 1,000 x (1 - 90/365) x 90% = 678.08 yuan
    expect(surrenderTerms(annual, '2025-03-01')).toMatchObject({ endsOn: '2025-03-31', daysInForce: 90, totalDays: 365, refundFen: 67_808 });
    // A later date asked for is kept; an earlier one is not.
    expect(surrenderTerms(annual, '2025-03-01', '2025-04-30')).toMatchObject({ endsOn: '2025-04-30' });
    expect(surrenderTerms(annual, '2025-03-01', '2025-03-05')).toMatchObject({ endsOn: '2025-03-31' });
  });

  it('refunds nothing on the 366-day annual plan once its notice date passes day 180', () => {
    const platinum = { ...annual, nonRefundableAfterDays: 180 };
    // Notice on 30 May ends 29 June, day 180: 1,000 x 185/365 x 90% = 456.16 yuan; a day later nothing.
    expect(surrenderTerms(platinum, '2025-05-30')).toMatchObject({ endsOn: '2025-06-29', refundFen: 45_616 });
    expect(surrenderTerms(platinum, '2025-05-31')).toMatchObject({ endsOn: '2025-06-30', refundFen: 0, noRefundReason: 'nonRefundable' });
  });

  it('has nothing to leave once the policy has ended', () => {
    expect(surrenderTerms(trip, '2025-07-01')).toEqual({ kind: 'ended' });
  });
});

describe('leaving a group policy changed by endorsements', () => {
  // 365 days of cover for three people at 1,200 yuan each; one more joined on 2 July (day 183) for 183 days.
  const group = { premiumFen: 360_000, startDate: '2025-01-01', endDate: '2025-12-31', tripType: 'single' as const, benefitPaid: false };
  const joined = { premiumFen: 60_164, from: '2025-07-02' };

  it('cancels before the start with everything in force back, what the changes charged or refunded included', () => {
    const early = { ...group, changes: [joined, { premiumFen: -30_000, from: '2025-01-01' }] };
    expect(surrenderTerms(early, '2024-12-20')).toMatchObject({ kind: 'cancellation', refundFen: 360_000 + 60_164 - 30_000 });
  });

  it('refunds a person who joined part-way over their own days, not over the whole year', () => {
    // Surrendered 1 October, day 274: 3,600 x 91/365 x 90% = 807.78; the newcomer 601.64 x 91/183 x 90% = 269.26.
    expect(surrenderTerms({ ...group, changes: [joined] }, '2025-10-01')).toMatchObject({ daysInForce: 274, refundFen: 80_778 + 26_926 });
  });

  it('takes back from the refund what a removal already refunded, so a person who left is not refunded twice', () => {
    // One of the three (1,200 yuan) left on 2 July: their 183 days were refunded then, 1,200 x 183/365 = 601.64.
    const left = { ...group, changes: [{ premiumFen: -60_164, from: '2025-07-02' }] };
    // On 1 October: 807.78 for the three less the leaver's share of those 91 days, 269.26: two people's 538.52.
    const twoPeople = surrenderTerms({ ...group, premiumFen: 240_000 }, '2025-10-01');
    expect(surrenderTerms(left, '2025-10-01')).toMatchObject({ refundFen: 80_778 - 26_926 });
    expect(Math.abs((twoPeople.kind === 'surrender' ? twoPeople.refundFen : 0) - (80_778 - 26_926))).toBeLessThanOrEqual(1);
  });

  it('refunds a change that was to start after the cover ends in full, and counts one dated before the start from the start', () => {
    const later = surrenderTerms({ ...group, changes: [{ premiumFen: 10_000, from: '2025-11-01' }] }, '2025-10-01');
    expect(later).toMatchObject({ refundFen: 80_778 + 10_000 });
    const before = surrenderTerms({ ...group, changes: [{ premiumFen: 120_000, from: '2024-12-15' }] }, '2025-10-01');
    // As if the fourth person had been there from 1 January: 1,200 x 91/365 x 90% = 269.26.
    expect(before).toMatchObject({ refundFen: 80_778 + 26_926 });
  });

  it('refunds no change once the policy itself refunds nothing', () => {
    expect(surrenderTerms({ ...group, benefitPaid: true, changes: [joined] }, '2025-10-01')).toMatchObject({ refundFen: 0, noRefundReason: 'benefitPaid' });
  });
});
