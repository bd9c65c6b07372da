import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rentLossSum } from './duty-calculator';

// pingansf's loss of rent: 10,000 to 600,000 yuan in steps of 1,000 yuan.
const RENT = { minSumInsuredFen: 1_000_000, maxSumInsuredFen: 60_000_000, stepFen: 100_000 };

describe('duty calculator (loss of rent)', () => {
  it('multiplies the monthly rent by the months, rounded up to the step', () => {
    expect(rentLossSum(850_000, 6, RENT)).toEqual({ sumFen: 5_100_000 });
    expect(rentLossSum(812_345, 6, RENT)).toEqual({ sumFen: 4_900_000 });
  });

  it('keeps the sum within the duty bounds and says so', () => {
    expect(rentLossSum(100_000, 3, RENT)).toEqual({ sumFen: 1_000_000, limitedTo: 'min' });
    expect(rentLossSum(9_000_000, 12, RENT)).toEqual({ sumFen: 60_000_000, limitedTo: 'max' });
  });

  it('always answers a sum the rating accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: -5, max: 40 }), (rent, months) => {
        const { sumFen } = rentLossSum(rent, months, RENT);
        expect(sumFen).toBeGreaterThanOrEqual(RENT.minSumInsuredFen);
        expect(sumFen).toBeLessThanOrEqual(RENT.maxSumInsuredFen);
        expect((sumFen - RENT.minSumInsuredFen) % RENT.stepFen).toBe(0);
      }),
    );
  });
});
