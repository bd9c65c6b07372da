import type { AgeRule, RatableProduct } from '../../domain/catalog';

/** A catalogue text that reads the same in both languages. */
export const sameText = (zh: string) => ({ zh, en: zh });

interface SingleTripOptions {
  code: string;
  premiumFen: number;
  ageRule: AgeRule;
  planName?: string;
  schengen?: boolean;
}

/** A travel product with one single-trip plan 'S' (1-366 days) and one premium for every age and length. */
export function singleTripProduct({ code, premiumFen, ageRule, planName = 'S', schengen = true }: SingleTripOptions): RatableProduct {
  return {
    code,
    type: 'travel',
    ageRule,
    startDate: { earliestInDays: 1, latestInDays: 180 },
    plans: [
      {
        planCode: 'S',
        planName: sameText(planName),
        duties: [{ dutyCode: 'medical', dutyName: sameText('医疗'), kind: 'medical', sumInsuredFen: 30_000_000 }],
        travel: {
          tripType: 'single',
          minTripDays: 1,
          maxTripDays: 366,
          destination: sameText('全球'),
          schengen,
          seniorCoverReduction: schengen ? 'death-disability' : null,
        },
      },
    ],
    rating: {
      model: 'trip-days',
      ratesAreDemo: true,
      ageBands: [{ minAge: 0, maxAge: 80 }],
      byPlan: { S: { tripType: 'single', dayBands: [{ maxDays: 366 }], premiumsFen: [[premiumFen]] } },
    },
  };
}
