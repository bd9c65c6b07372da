/** The bounds a property duty's sum insured must keep (the rating's minimum, maximum and step). */
export interface SumBounds {
  minSumInsuredFen: number;
  maxSumInsuredFen: number;
  stepFen: number;
}

export interface CalculatedSum {
  sumFen: number;
  /** Whether the product's bounds changed the product of rent and months. */
  limitedTo?: 'min' | 'max';
}

/** Months of rent a loss-of-rent cover may replace (a shop is rebuilt within a year). */
export const MAX_RENT_MONTHS = 12;

/**
 * The duty calculator of the pingansf page (portal-spec 2.1): the loss-of-rent sum insured is the monthly rent
 * times the months without rent, rounded up to the duty's step and kept within its bounds.
 */
export function rentLossSum(monthlyRentFen: number, months: number, bounds: SumBounds): CalculatedSum {
  const wanted = Math.max(0, Math.round(monthlyRentFen)) * Math.min(MAX_RENT_MONTHS, Math.max(1, Math.round(months)));
  const stepped = Math.ceil(wanted / bounds.stepFen) * bounds.stepFen;
  // The largest allowed sum on the step grid, so the result is always a sum the rating accepts.
  const highest = bounds.minSumInsuredFen + Math.floor((bounds.maxSumInsuredFen - bounds.minSumInsuredFen) / bounds.stepFen) * bounds.stepFen;
  if (stepped < bounds.minSumInsuredFen) return { sumFen: bounds.minSumInsuredFen, limitedTo: 'min' };
  if (stepped > highest) return { sumFen: highest, limitedTo: 'max' };
  return { sumFen: stepped };
}
