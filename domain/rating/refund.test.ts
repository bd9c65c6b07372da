import { describe, expect, it } from 'vitest';
import { surrenderRefundFen } from './refund';

const policy = { premiumFen: 100_000, startDate: '2025-01-01', endDate: '2025-01-30', benefitPaid: false };

describe('surrender refund: premium x (1 - days in force / total days) x 90%', () => {
  it('refunds 600 yuan of 1,000 after 10 of 30 days: 1,000 x 20/30 x 0.9', () => {
    expect(surrenderRefundFen({ ...policy, surrenderDate: '2025-01-10' })).toBe(60_000);
  });

  it('counts the surrender day as a full day: after 1 day, 1,000 x 29/30 x 0.9 = 870 yuan', () => {
    expect(surrenderRefundFen({ ...policy, surrenderDate: '2025-01-01' })).toBe(87_000);
  });

  it('rounds half-up to the fen: 123.45 x 4/7 x 0.9 = 63.48857 -> 63.49 yuan', () => {
    expect(surrenderRefundFen({ premiumFen: 12_345, startDate: '2025-01-01', endDate: '2025-01-07', surrenderDate: '2025-01-03', benefitPaid: false })).toBe(6349);
  });

  it('refunds nothing once a benefit was paid, and everything before the cover starts', () => {
    expect(surrenderRefundFen({ ...policy, surrenderDate: '2025-01-10', benefitPaid: true })).toBe(0);
    expect(surrenderRefundFen({ ...policy, surrenderDate: '2024-12-30' })).toBe(100_000);
  });

  it('refunds nothing on the plan whose annual cover over 180 days is non-refundable', () => {
    const annual = { premiumFen: 100_000, startDate: '2025-01-01', endDate: '2025-12-31', benefitPaid: false, nonRefundableAfterDays: 180 };
    // Day 180 is 29 June: 1,000 x 185/365 x 0.9 = 456.16 yuan; day 181 refunds nothing.
    expect(surrenderRefundFen({ ...annual, surrenderDate: '2025-06-29' })).toBe(45_616);
    expect(surrenderRefundFen({ ...annual, surrenderDate: '2025-06-30' })).toBe(0);
  });
});
