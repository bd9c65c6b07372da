import { describe, expect, it } from 'vitest';
import type { RatableProduct, Rating } from '../catalog';
import { quotePremium } from './quote';
import { RatingError } from './rating-error';
import type { QuoteRequest } from './request';

const t = (zh: string) => ({ zh, en: zh });
const duty = (dutyCode: string, kind: 'accidentDeath' | 'medical' | 'property' | 'rent' | 'employerLiability', sumInsuredFen: number) => ({
  dutyCode,
  dutyName: t(dutyCode),
  kind,
  sumInsuredFen,
});
const SHORT_TERM = {
  kind: 'short-term-table' as const,
  factors: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((months) => ({ months, factor: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 1][months - 1] })),
};

function product(type: RatableProduct['type'], rating: Rating, plans: RatableProduct['plans']): RatableProduct {
  return { code: 'demo', type, ageRule: { minYears: 0, maxYears: 90 }, plans, rating, startDate: { earliestInDays: 1, latestInDays: 30 } };
}

function quote(p: RatableProduct, request: Partial<QuoteRequest> & Pick<QuoteRequest, 'insureds'>) {
  return quotePremium(p, { planCode: p.plans[0].planCode, startDate: '2025-05-01', ...request });
}

describe('group accident: a premium per occupation level', () => {
  const accident = product(
    'group-accident',
    // Level 1: 60 yuan, level 2: 78 yuan, level 4: 144 yuan a year.
    { model: 'level-premium', ratesAreDemo: true, term: SHORT_TERM, byPlan: { A: { 1: 6000, 2: 7800, 4: 14400 } } },
    [{ planCode: 'A', planName: t('A'), duties: [duty('death', 'accidentDeath', 50_000_000)] }],
  );
  const crew = [{ occupationLevel: '1' as const }, { occupationLevel: '2' as const }, { occupationLevel: '4' as const }];

  it('adds each insured’s yearly premium: 60 + 78 + 144 = 282 yuan', () => {
    const result = quote(accident, { insureds: crew });
    expect(result.insureds.map((i) => i.premiumFen)).toEqual([6000, 7800, 14400]);
    expect(result.totalPremiumFen).toBe(28200);
  });

  it('charges seven months at 70% of the year: 42.00 + 54.60 + 100.80 = 197.40 yuan', () => {
    const result = quote(accident, { insureds: crew, months: 7 });
    expect(result.insureds.map((i) => i.premiumFen)).toEqual([4200, 5460, 10080]);
    expect(result.totalPremiumFen).toBe(19740);
    expect(result.termMultiplier).toBe(0.7);
  });

  it('takes the next listed term when the table skips a month (4 months at the 6-month 60%)', () => {
    const sparse = { ...accident, rating: { ...accident.rating, term: { kind: 'short-term-table' as const, factors: [{ months: 3, factor: 0.3 }, { months: 6, factor: 0.6 }, { months: 12, factor: 1 }] } } } as RatableProduct;
    expect(quote(sparse, { insureds: [{ occupationLevel: '1' }], months: 4 }).totalPremiumFen).toBe(3600);
  });

  it('refuses a level the plan has no rate for, and a 13-month term', () => {
    expect(() => quote(accident, { insureds: [{ occupationLevel: '3' }] })).toThrow(expect.objectContaining({ code: 'OCCUPATION_LEVEL_NOT_ACCEPTED' }));
    expect(() => quote(accident, { insureds: crew, months: 13 })).toThrow(RatingError);
  });
});

describe('employer liability: the limit x the level’s rate, with a floor', () => {
  const employer = (basisFen: number, term: Extract<Rating, { model: 'level-rate' }>['term'], minimum: number) =>
    product(
      'group-accident',
      { model: 'level-rate', ratesAreDemo: true, term, basisDutyCode: 'death', minimumPremiumPerPersonFen: minimum, byPlan: { L: { 1: 0.0006, 3: 0.00102 } } },
      [{ planCode: 'L', planName: t('L'), duties: [duty('death', 'employerLiability', basisFen)] }],
    );

  it('prices a year: 500,000 x 0.06% = 300 yuan at level 1, x 0.102% = 510 yuan at level 3', () => {
    const result = quote(employer(50_000_000, SHORT_TERM, 15_000), { insureds: [{ occupationLevel: '1' }, { occupationLevel: '3' }] });
    expect(result.insureds.map((i) => i.premiumFen)).toEqual([30_000, 51_000]);
    expect(result.totalPremiumFen).toBe(81_000);
  });

  it('lifts a month’s 30 and 51 yuan to the 150-yuan floor per person', () => {
    const result = quote(employer(50_000_000, SHORT_TERM, 15_000), { insureds: [{ occupationLevel: '1' }, { occupationLevel: '3' }], months: 1 });
    expect(result.insureds.map((i) => i.premiumFen)).toEqual([15_000, 15_000]);
  });

  it('rounds half-up to the fen twice: 123,456.78 x 0.06% = 74.07 yuan (7407.4068 fen), then x 60% = 44.44 yuan', () => {
    // 12,345,678 fen x 0.0006 = 7407.4068 -> 7407 fen; 7407 x 0.6 = 4444.2 -> 4444 fen.
    const result = quote(employer(12_345_678, SHORT_TERM, 0), { insureds: [{ occupationLevel: '1' }], months: 6 });
    expect(result.totalPremiumFen).toBe(4444);
  });

  it('charges a monthly rate once per month (field staff): 300,000 x 0.06% = 180 yuan a month, 540 for three', () => {
    const monthly = employer(30_000_000, { kind: 'monthly', maxMonths: 12 }, 0);
    const result = quote(monthly, { insureds: [{ occupationLevel: '1' }], months: 3 });
    // 18,000 fen a month x 3 months = 54,000 fen = 540 yuan.
    expect(result.totalPremiumFen).toBe(54_000);
    expect(result.termMultiplier).toBe(3);
    expect(() => quote(monthly, { insureds: [{ occupationLevel: '1' }], months: 0 })).toThrow(RatingError);
  });
});

describe('group medical: a premium per age band, discounted for larger groups', () => {
  const medical = product(
    'medical',
    {
      model: 'age-band',
      ratesAreDemo: true,
      ageBands: [
        { minAge: 0, maxAge: 17 },
        { minAge: 18, maxAge: 30 },
        { minAge: 31, maxAge: 40 },
        { minAge: 41, maxAge: 50 },
      ],
      byPlan: { M: [80_000, 100_000, 120_000, 155_000] },
      groupSizeFactors: [
        { minInsured: 1, factor: 1 },
        { minInsured: 3, factor: 0.95 },
      ],
    },
    [{ planCode: 'M', planName: t('M'), duties: [duty('inpatient', 'medical', 100_000_000)] }],
  );

  it('adds the bands’ premiums for a small group: 1,000 (age 25) + 1,550 (age 45) = 2,550 yuan', () => {
    expect(quote(medical, { insureds: [{ age: 25 }, { age: 45 }] }).totalPremiumFen).toBe(255_000);
  });

  it('takes 5% off each member from three members: 760 + 1,140 + 1,472.50 = 3,372.50 yuan', () => {
    const result = quote(medical, { insureds: [{ age: 10 }, { age: 35 }, { age: 50 }] });
    expect(result.insureds.map((i) => i.premiumFen)).toEqual([76_000, 114_000, 147_250]);
    expect(result.totalPremiumFen).toBe(337_250);
    expect(result.groupSizeFactor).toBe(0.95);
  });

  it('ages a member on the start date: 30 the day before the 31st birthday, 31 on it', () => {
    const member = [{ birthDate: '1994-07-01' }];
    expect(quote(medical, { insureds: member, startDate: '2025-06-30' }).insureds[0]).toMatchObject({ age: 30, premiumFen: 100_000 });
    expect(quote(medical, { insureds: member, startDate: '2025-07-01' }).insureds[0]).toMatchObject({ age: 31, premiumFen: 120_000 });
  });

  it('refuses an age outside every band', () => {
    expect(() => quote(medical, { insureds: [{ age: 51 }] })).toThrow(expect.objectContaining({ code: 'AGE_NOT_RATED' }));
  });
});

describe('travel: by trip-day band and age band', () => {
  const travelPlan = (planCode: string, tripType: 'single' | 'annual') => ({
    planCode,
    planName: t(planCode),
    duties: [duty('medical', 'medical', 30_000_000)],
    travel: { tripType, minTripDays: 1, maxTripDays: 15, destination: t('全球'), schengen: false, seniorCoverReduction: null },
  });
  const travel = product(
    'travel',
    {
      model: 'trip-days',
      ratesAreDemo: true,
      ageBands: [
        { minAge: 0, maxAge: 17 },
        { minAge: 18, maxAge: 60 },
        { minAge: 61, maxAge: 70 },
      ],
      byPlan: {
        // Up to 3 days: 40 / 50 / 75 yuan; up to 7: 64 / 80 / 120; up to 15: 104 / 130 / 195.
        S: { tripType: 'single', dayBands: [{ maxDays: 3 }, { maxDays: 7 }, { maxDays: 15 }], premiumsFen: [[4000, 5000, 7500], [6400, 8000, 12000], [10400, 13000, 19500]] },
        Y: { tripType: 'annual', premiumsFen: [60_000, 75_000, 112_500] },
      },
    },
    [travelPlan('S', 'single'), travelPlan('Y', 'annual')],
  );

  it('counts both the first and last day: 1-7 May is 7 days, 80 yuan for an adult', () => {
    const result = quote(travel, { insureds: [{ age: 35 }], endDate: '2025-05-07' });
    expect(result).toMatchObject({ coverDays: 7, totalPremiumFen: 8000 });
  });

  it('moves to the next band on day 8 (130 yuan) and prices a one-day trip in the first (50 yuan)', () => {
    expect(quote(travel, { insureds: [{ age: 35 }], endDate: '2025-05-08' }).totalPremiumFen).toBe(13_000);
    expect(quote(travel, { insureds: [{ age: 35 }], endDate: '2025-05-01' }).totalPremiumFen).toBe(5000);
  });

  it('adds a child and an adult on one policy: 64 + 80 = 144 yuan', () => {
    expect(quote(travel, { insureds: [{ age: 8 }, { age: 35 }], endDate: '2025-05-07' }).totalPremiumFen).toBe(14_400);
  });

  it('prices an annual plan by age alone: 1,125 yuan at 65', () => {
    expect(quotePremium(travel, { planCode: 'Y', startDate: '2025-05-01', insureds: [{ age: 65 }] }).totalPremiumFen).toBe(112_500);
  });

  it('refuses a trip longer than the last band and a missing end date', () => {
    expect(() => quote(travel, { insureds: [{ age: 35 }], endDate: '2025-05-16' })).toThrow(expect.objectContaining({ code: 'TRIP_TOO_LONG' }));
    expect(() => quote(travel, { insureds: [{ age: 35 }] })).toThrow(expect.objectContaining({ code: 'END_DATE_REQUIRED' }));
  });
});

describe('property: each chosen sum insured x its rate, a minimum per location', () => {
  const property = product(
    'group-property',
    {
      model: 'sum-insured-rate',
      ratesAreDemo: true,
      term: SHORT_TERM,
      byPlan: {
        shop: {
          minimumPremiumFen: 30_000,
          duties: {
            stock: { rate: 0.0015, minSumInsuredFen: 5_000_000, maxSumInsuredFen: 200_000_000, stepFen: 1_000_000 },
            rent: { rate: 0.004, minSumInsuredFen: 1_000_000, maxSumInsuredFen: 60_000_000, stepFen: 100_000 },
          },
        },
      },
    },
    [{ planCode: 'shop', planName: t('shop'), duties: [duty('stock', 'property', 200_000_000), duty('rent', 'rent', 60_000_000)] }],
  );
  const shopA = { sumsInsuredFen: { stock: 50_000_000, rent: 6_000_000 } };
  const shopB = { sumsInsuredFen: { stock: 10_000_000 } };

  it('prices stock 500,000 at 1.5‰ (750) and rent 60,000 at 4‰ (240): 990 yuan; a small shop pays the 300 minimum', () => {
    const result = quote(property, { insureds: [shopA, shopB] });
    expect(result.insureds.map((i) => i.premiumFen)).toEqual([99_000, 30_000]);
    expect(result.totalPremiumFen).toBe(129_000);
  });

  it('applies the short-term table before the minimum: six months of 990 is 594 yuan', () => {
    expect(quote(property, { insureds: [shopA], months: 6 }).totalPremiumFen).toBe(59_400);
  });
});

it('refuses an unknown plan and an empty insured list', () => {
  const any = product('travel', { model: 'trip-days', ratesAreDemo: true, ageBands: [{ minAge: 0, maxAge: 90 }], byPlan: {} }, []);
  expect(() => quotePremium(any, { planCode: 'X', startDate: '2025-05-01', insureds: [{ age: 1 }] })).toThrow(expect.objectContaining({ code: 'PLAN_UNKNOWN' }));
});
