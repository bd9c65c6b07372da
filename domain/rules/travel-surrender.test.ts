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
