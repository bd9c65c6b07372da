import type { OccupationLevel, Plan, RatableProduct, Rating } from '../catalog';
import { findPlan } from '../catalog/lookup';
import { type Fen, multiplyFen } from '../money';
import { coverDays, insuredAge } from './period';
import { RatingError } from './rating-error';
import type { QuoteInsured, QuoteRequest } from './request';
import { ageBandIndex, FULL_YEAR_MONTHS, termMultiplier } from './term';

export interface InsuredPremium {
  readonly index: number;
  readonly premiumFen: Fen;
  readonly age?: number;
  readonly occupationLevel?: OccupationLevel;
}

export interface PremiumQuote {
  readonly productCode: string;
  readonly planCode: string;
  readonly model: Rating['model'];
  readonly insureds: readonly InsuredPremium[];
  /** The sum of the insureds' premiums: each is rounded to the fen first, so the parts always add up. */
  readonly totalPremiumFen: Fen;
  /** Short-term share or months applied (group and property products). */
  readonly termMultiplier?: number;
  /** Discount factor for the group's size (group medical). */
  readonly groupSizeFactor?: number;
  /** Days of cover (single-trip travel). */
  readonly coverDays?: number;
  readonly ratesAreDemo: true;
}

type Priced = { premiums: { premiumFen: Fen; age?: number; occupationLevel?: OccupationLevel }[] } & Pick<
  PremiumQuote,
  'termMultiplier' | 'groupSizeFactor' | 'coverDays'
>;

/**
 * The premium of a quote from the product's own rate tables: a pure function shared by the client (which shows
 * the figure) and the server (which re-prices every order). It assumes the eligibility rules passed and throws
 * a RatingError for what the tables cannot price.
 */
export function quotePremium(product: RatableProduct, request: QuoteRequest): PremiumQuote {
  const plan = findPlan(product, request.planCode);
  if (!plan) throw new RatingError('PLAN_UNKNOWN', { planCode: request.planCode });
  if (request.insureds.length === 0) throw new RatingError('INSUREDS_REQUIRED');
  const priced = priceWith(product.rating, plan, request);
  const insureds = priced.premiums.map((premium, index) => ({ index, ...premium }));
  return {
    productCode: product.code,
    planCode: plan.planCode,
    model: product.rating.model,
    insureds,
    totalPremiumFen: insureds.reduce((total, insured) => total + insured.premiumFen, 0),
    ...(priced.termMultiplier !== undefined && { termMultiplier: priced.termMultiplier }),
    ...(priced.groupSizeFactor !== undefined && { groupSizeFactor: priced.groupSizeFactor }),
    ...(priced.coverDays !== undefined && { coverDays: priced.coverDays }),
    ratesAreDemo: true,
  };
}

function priceWith(rating: Rating, plan: Plan, request: QuoteRequest): Priced {
  switch (rating.model) {
    case 'level-premium': {
      const multiplier = termMultiplier(rating.term, request.months ?? FULL_YEAR_MONTHS);
      const rates = rating.byPlan[plan.planCode];
      const premiums = request.insureds.map((insured) => {
        const level = requireLevel(insured);
        return { premiumFen: multiplyFen(rateFor(rates, level), multiplier), occupationLevel: level };
      });
      return { premiums, termMultiplier: multiplier };
    }
    case 'level-rate': {
      const multiplier = termMultiplier(rating.term, request.months ?? FULL_YEAR_MONTHS);
      const basis = plan.duties.find((d) => d.dutyCode === rating.basisDutyCode);
      if (!basis) throw new RatingError('DUTY_UNKNOWN', { duty: rating.basisDutyCode });
      const rates = rating.byPlan[plan.planCode];
      const premiums = request.insureds.map((insured) => {
        const level = requireLevel(insured);
        // Rounded to the fen at the full-term premium, then again after the term share: the insurers' order.
        const fullTerm = multiplyFen(basis.sumInsuredFen, rateFor(rates, level));
        const premiumFen = Math.max(multiplyFen(fullTerm, multiplier), rating.minimumPremiumPerPersonFen);
        return { premiumFen, occupationLevel: level };
      });
      return { premiums, termMultiplier: multiplier };
    }
    case 'age-band': {
      const factor = [...rating.groupSizeFactors].reverse().find((row) => request.insureds.length >= row.minInsured)!.factor;
      const rates = rating.byPlan[plan.planCode];
      const premiums = request.insureds.map((insured) => {
        const age = insuredAge(insured, request.startDate);
        return { premiumFen: multiplyFen(rates[ageBandIndex(rating.ageBands, age)], factor), age };
      });
      return { premiums, groupSizeFactor: factor };
    }
    case 'trip-days': {
      const rates = rating.byPlan[plan.planCode];
      if (rates.tripType === 'annual') {
        const premiums = request.insureds.map((insured) => {
          const age = insuredAge(insured, request.startDate);
          return { premiumFen: rates.premiumsFen[ageBandIndex(rating.ageBands, age)], age };
        });
        return { premiums };
      }
      if (!request.endDate) throw new RatingError('END_DATE_REQUIRED');
      const days = coverDays(request.startDate, request.endDate);
      const dayBand = rates.dayBands.findIndex((band) => days <= band.maxDays);
      if (days < 1 || dayBand < 0) throw new RatingError('TRIP_TOO_LONG', { max: rates.dayBands.at(-1)!.maxDays });
      const premiums = request.insureds.map((insured) => {
        const age = insuredAge(insured, request.startDate);
        return { premiumFen: rates.premiumsFen[dayBand][ageBandIndex(rating.ageBands, age)], age };
      });
      return { premiums, coverDays: days };
    }
    case 'sum-insured-rate': {
      const multiplier = termMultiplier(rating.term, request.months ?? FULL_YEAR_MONTHS);
      const rates = rating.byPlan[plan.planCode];
      const premiums = request.insureds.map((insured) => {
        const annual = Object.entries(rates.duties).reduce((total, [dutyCode, duty]) => {
          const sumInsured = insured.sumsInsuredFen?.[dutyCode];
          // A duty left out is not bought; the minimum premium still applies to the location.
          return sumInsured === undefined ? total : total + multiplyFen(sumInsured, duty.rate);
        }, 0);
        return { premiumFen: Math.max(multiplyFen(annual, multiplier), rates.minimumPremiumFen) };
      });
      return { premiums, termMultiplier: multiplier };
    }
  }
}

function requireLevel(insured: QuoteInsured): OccupationLevel {
  if (!insured.occupationLevel) throw new RatingError('OCCUPATION_LEVEL_REQUIRED');
  return insured.occupationLevel;
}

function rateFor<T>(rates: Partial<Record<OccupationLevel, T>>, level: OccupationLevel): T {
  const value = rates[level];
  if (value === undefined) throw new RatingError('OCCUPATION_LEVEL_NOT_ACCEPTED', { level });
  return value;
}
