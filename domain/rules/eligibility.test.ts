import { describe, expect, it } from 'vitest';
import type { RatableProduct } from '../catalog';
import type { QuoteRequest } from '../rating';
import { checkQuote } from './eligibility';
import { isStoppedFromSale, STOPPED_SALE_CODES } from './stopped-sale';
import { sameText as t, singleTripProduct } from '../../tests/helpers/ratable-products';

const TODAY = '2025-05-01';
const codes = (product: RatableProduct, request: Partial<QuoteRequest>, trial = false) =>
  checkQuote(product, { planCode: product.plans[0].planCode, startDate: '2025-05-02', insureds: [], ...request }, { today: TODAY, trial }).map(
    (problem) => problem.code,
  );

const groupAccident: RatableProduct = {
  code: 'ga',
  type: 'group-accident',
  ageRule: { minYears: 16, maxYears: 65 },
  startDate: { earliestInDays: 1, latestInDays: 30 },
  group: { minInsured: 3, maxInsured: 10 },
  occupationLevels: ['1', '2', '3', '4'],
  plans: [{ planCode: 'A', planName: t('A'), duties: [{ dutyCode: 'death', dutyName: t('身故'), kind: 'accidentDeath', sumInsuredFen: 100 }] }],
  rating: { model: 'level-premium', ratesAreDemo: true, term: { kind: 'monthly', maxMonths: 12 }, byPlan: { A: { 1: 100, 2: 100, 3: 100, 4: 100 } } },
};
const worker = { birthDate: '1990-01-01', occupationLevel: '1' as const };

describe('group rules', () => {
  it('asks for the minimum headcount, except in a trial', () => {
    expect(codes(groupAccident, { insureds: [worker, worker] })).toEqual(['INSURED_COUNT_BELOW_MIN']);
    expect(codes(groupAccident, { insureds: [worker] }, true)).toEqual([]);
  });

  it('refuses a class the product does not accept and an insured over 65', () => {
    const problems = checkQuote(
      groupAccident,
      { planCode: 'A', startDate: '2025-05-02', insureds: [worker, { ...worker, occupationLevel: '5' }, { birthDate: '1950-01-01', occupationLevel: '1' }] },
      { today: TODAY },
    );
    expect(problems).toEqual([
      { insuredIndex: 1, field: 'occulevel', code: 'OCCUPATION_LEVEL_NOT_ACCEPTED', params: { level: '5' } },
      { insuredIndex: 2, field: 'birthDate', code: 'AGE_OUT_OF_RANGE', params: { min: 16, max: 65 } },
    ]);
  });

  it('keeps the start date between tomorrow and 30 days ahead', () => {
    const crew = [worker, worker, worker];
    expect(codes(groupAccident, { insureds: crew, startDate: '2025-05-01' })).toEqual(['START_DATE_TOO_EARLY']);
    expect(codes(groupAccident, { insureds: crew, startDate: '2025-05-31' })).toEqual([]);
    expect(codes(groupAccident, { insureds: crew, startDate: '2025-06-01' })).toEqual(['START_DATE_TOO_LATE']);
  });

  it('refuses an unknown plan before anything else', () => {
    expect(codes(groupAccident, { planCode: 'Z', insureds: [worker] })).toEqual(['PLAN_UNKNOWN']);
  });
});

const travel = singleTripProduct({ code: 'tr', premiumFen: 100, ageRule: { minDays: 28, maxYears: 80 } });

describe('travel rules', () => {
  it('takes babies from 28 days old on the start date, not 27', () => {
    expect(codes(travel, { endDate: '2025-05-10', insureds: [{ birthDate: '2025-04-04' }] })).toEqual([]);
    expect(codes(travel, { endDate: '2025-05-10', insureds: [{ birthDate: '2025-04-05' }] })).toEqual(['AGE_OUT_OF_RANGE_DAYS']);
  });

  it('covers single trips of 1-366 days and no end before the start', () => {
    expect(codes(travel, { endDate: '2026-05-02', insureds: [{ age: 30 }] })).toEqual([]);
    expect(codes(travel, { endDate: '2026-05-03', insureds: [{ age: 30 }] })).toEqual(['TRIP_TOO_LONG']);
    expect(codes(travel, { endDate: '2025-05-01', insureds: [{ age: 30 }] })).toEqual(['END_BEFORE_START']);
    expect(codes(travel, { insureds: [{ age: 30 }] })).toEqual(['END_DATE_REQUIRED']);
  });

  it('limits travellers over 75 to 60 days a trip', () => {
    expect(codes(travel, { endDate: '2025-06-30', insureds: [{ age: 76 }] })).toEqual([]);
    expect(codes(travel, { endDate: '2025-07-01', insureds: [{ age: 76 }] })).toEqual(['SENIOR_TRIP_TOO_LONG']);
    expect(codes(travel, { endDate: '2025-07-01', insureds: [{ age: 75 }] })).toEqual([]);
  });

  it('needs an age or birth date to price a traveller', () => {
    expect(codes(travel, { endDate: '2025-05-10', insureds: [{}] })).toEqual(['AGE_REQUIRED']);
    expect(codes(travel, { endDate: '2025-05-10', insureds: [{ age: 81 }] })).toEqual(['AGE_OUT_OF_RANGE']);
  });
});

describe('property sums', () => {
  const property: RatableProduct = {
    code: 'pr',
    type: 'group-property',
    ageRule: { minYears: 18, maxYears: 80 },
    startDate: { earliestInDays: 1, latestInDays: 30 },
    plans: [{ planCode: 'P', planName: t('P'), duties: [{ dutyCode: 'stock', dutyName: t('存货'), kind: 'property', sumInsuredFen: 200_000_000 }] }],
    rating: {
      model: 'sum-insured-rate',
      ratesAreDemo: true,
      term: { kind: 'short-term-table', factors: [{ months: 12, factor: 1 }] },
      byPlan: { P: { minimumPremiumFen: 0, duties: { stock: { rate: 0.001, minSumInsuredFen: 5_000_000, maxSumInsuredFen: 200_000_000, stepFen: 1_000_000 } } } },
    },
  };

  it('keeps each sum within its bounds and steps, and knows every duty', () => {
    expect(codes(property, { insureds: [{ sumsInsuredFen: { stock: 10_000_000 } }] })).toEqual([]);
    expect(codes(property, { insureds: [{ sumsInsuredFen: { stock: 1_000_000 } }] })).toEqual(['SUM_INSURED_OUT_OF_RANGE']);
    expect(codes(property, { insureds: [{ sumsInsuredFen: { stock: 10_500_000 } }] })).toEqual(['SUM_INSURED_STEP']);
    expect(codes(property, { insureds: [{ sumsInsuredFen: { cash: 10_000_000 } }] })).toEqual(['DUTY_UNKNOWN']);
    expect(codes(property, { insureds: [{}] })).toEqual(['SUM_INSURED_REQUIRED']);
  });
});

describe('stopped from sale', () => {
  it('lists the fourteen codes of both specs, none recovered', () => {
    expect(STOPPED_SALE_CODES).toHaveLength(14);
    expect(isStoppedFromSale('pagxxpx')).toBe(true);
    expect(isStoppedFromSale('tatt2024')).toBe(false);
  });
});
