import type { PolicyRegular } from '../../../domain/api/product';
import type { ContentLanguage, ProductConfig } from '../../../domain/catalog';
import { ageRuleOf, MINOR_DEATH_CAPS, SENIOR_MAX_TRIP_DAYS, SENIOR_TRIP_AGE, toAgeRange } from '../../../domain/rules';
import { addDays, birthDateBounds } from '../../../domain/validators';

/**
 * The rules a policy form needs before anything is typed: start-date window, term, headcount, and per plan the
 * age limits with the birth-date picker's bounds for the earliest start date.
 */
export function policyRegularOf(product: ProductConfig, language: ContentLanguage, today: string): PolicyRegular {
  const earliest = addDays(today, product.startDate.earliestInDays);
  const rating = product.rating;
  const term =
    'term' in rating
      ? rating.term.kind === 'monthly'
        ? { kind: 'monthly' as const, maxMonths: rating.term.maxMonths }
        : { kind: 'short-term-table' as const, factors: rating.term.factors }
      : product.type === 'travel'
        ? { kind: 'travel' as const }
        : { kind: 'annual' as const };
  return {
    productCode: product.code,
    startDate: { earliest, latest: addDays(today, product.startDate.latestInDays) },
    term,
    group: product.group ?? null,
    occupationLevels: product.occupation?.levels ?? null,
    holderTypes: product.holderTypes,
    plans: product.plans.map((plan) => {
      const rule = ageRuleOf(product, plan);
      return {
        planCode: plan.planCode,
        planName: plan.planName[language],
        ageRule: {
          ...(rule.minDays !== undefined ? { minDays: rule.minDays } : { minYears: rule.minYears ?? 0 }),
          maxYears: rule.maxYears,
          note: rule.note?.[language] ?? null,
          readings: (rule.readings ?? []).map(({ source, ...limit }) => ({ ...limit, source: source[language] })),
        },
        birthDate: birthDateBounds(toAgeRange(rule), earliest),
        occupationLevels: plan.occupationLevels ?? product.occupation?.levels ?? null,
        travel: plan.travel
          ? {
              tripType: plan.travel.tripType,
              minTripDays: plan.travel.minTripDays,
              maxTripDays: plan.travel.maxTripDays,
              destination: plan.travel.destination[language],
              schengen: plan.travel.schengen,
              seniorCoverReduction: plan.travel.seniorCoverReduction,
              nonRefundableAfterDays: plan.travel.nonRefundableAfterDays ?? null,
            }
          : null,
      };
    }),
    ...(product.type === 'travel' && {
      travel: { seniorTripAge: SENIOR_TRIP_AGE, seniorMaxTripDays: SENIOR_MAX_TRIP_DAYS, minorDeathCaps: MINOR_DEATH_CAPS },
    }),
  };
}
