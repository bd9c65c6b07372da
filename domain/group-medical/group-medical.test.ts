import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addYears } from '../validators';
import { bandIndexOf, type CensusPerson, checkCensus } from './census';
import { checkChoice, groupSizeFactorOf, priceQuotation } from './rating';
import { type DutyTemplate, dutyTemplate } from './template';

const label = { zh: '责任', en: 'Duty' };
const template: DutyTemplate = dutyTemplate.parse({
  productCode: 'TEST',
  ratesAreDemo: true,
  ageBands: [
    { minAge: 0, maxAge: 17 },
    { minAge: 18, maxAge: 40 },
    { minAge: 41, maxAge: 65 },
  ],
  groupSizeFactors: [
    { minEmployees: 1, factor: 1 },
    { minEmployees: 30, factor: 0.95 },
    { minEmployees: 100, factor: 0.9 },
  ],
  industryFactors: { '1': 1, '2': 1.1, '3': 1.25 },
  census: { minEmployees: 5, maxMembers: 10000, minAgeDays: 30, maxAge: 65, older: { age: 50, maxShare: 0.3 } },
  validityDays: 30,
  duties: [
    {
      dutyCode: 'inpatient',
      name: label,
      required: true,
      options: [
        { optionCode: 'IP1', label, planCode: 'P1', annualLimitFen: 100_000_000, deductibleFen: 0, coPayPercent: 10, ratesFen: [{ M: 50_000, F: 50_000 }, { M: 100_000, F: 120_000 }, { M: 200_000, F: 210_000 }] },
      ],
    },
    {
      dutyCode: 'dental',
      name: label,
      required: false,
      options: [{ optionCode: 'D1', label, annualLimitFen: 300_000, deductibleFen: 0, coPayPercent: 20, ratesFen: [{ M: 10_001, F: 10_001 }, { M: 20_003, F: 20_003 }, { M: 30_007, F: 30_007 }] }],
    },
  ],
});
const QUOTE_DATE = '2026-11-25';
const employee = (age: number, gender: 'M' | 'F' = 'M'): CensusPerson => ({ birthDate: addYears(QUOTE_DATE, -age), gender, relationship: '1' });
const both = { duties: { inpatient: 'IP1', dental: 'D1' }, industryLevel: '1' as const };

describe('age bands at the quote date', () => {
  it('puts a member in the older band from the birthday on, not before', () => {
    const turning41 = { birthDate: addYears(QUOTE_DATE, -41), gender: 'M' as const, relationship: '1' as const };
    const oneDayShort = { ...turning41, birthDate: addDays(turning41.birthDate, 1) };
    const price = priceQuotation(template, [turning41, oneDayShort], { duties: { inpatient: 'IP1' }, industryLevel: '1' }, QUOTE_DATE);
    expect(price.memberPremiumsFen).toEqual([200_000, 100_000]);
    expect(price.bands.map((band) => band.male)).toEqual([0, 1, 1]);
  });

  it('finds exactly one band for every age the bands cover', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 65 }), (age) => bandIndexOf(template.ageBands, age) >= 0));
    expect(bandIndexOf(template.ageBands, 66)).toBe(-1);
  });
});

describe('rating per duty, band and gender', () => {
  it('prices each duty by the rate of the band and gender, times the factors', () => {
    const price = priceQuotation(template, [employee(30, 'F'), employee(30, 'M')], { duties: { inpatient: 'IP1' }, industryLevel: '3' }, QUOTE_DATE);
    expect(price.memberPremiumsFen).toEqual([150_000, 125_000]);
    expect(price.duties).toEqual([{ dutyCode: 'inpatient', optionCode: 'IP1', premiumFen: 275_000 }]);
  });

  it('adds up: bands, duties and members all sum to the total, whatever the census', () => {
    const person = fc.record({
      age: fc.integer({ min: 0, max: 65 }),
      gender: fc.constantFrom('M' as const, 'F' as const),
      relationship: fc.constantFrom('1' as const, '2' as const, '3' as const),
    });
    fc.assert(
      fc.property(fc.array(person, { minLength: 1, maxLength: 150 }), fc.constantFrom('1' as const, '2' as const, '3' as const), (people, industryLevel) => {
        const members = people.map((p) => ({ birthDate: addYears(QUOTE_DATE, -p.age), gender: p.gender, relationship: p.relationship }));
        const price = priceQuotation(template, members, { ...both, industryLevel }, QUOTE_DATE);
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(sum(price.bands.map((band) => band.premiumFen))).toBe(price.totalPremiumFen);
        expect(sum(price.duties.map((duty) => duty.premiumFen))).toBe(price.totalPremiumFen);
        expect(sum(price.memberPremiumsFen)).toBe(price.totalPremiumFen);
        expect(sum(price.bands.map((band) => band.male + band.female))).toBe(members.length);
      }),
    );
  });

  it('never charges more for an optional duty left out', () => {
    const members = [employee(25), employee(45, 'F'), employee(10)];
    const withDental = priceQuotation(template, members, both, QUOTE_DATE).totalPremiumFen;
    const without = priceQuotation(template, members, { duties: { inpatient: 'IP1' }, industryLevel: '1' }, QUOTE_DATE).totalPremiumFen;
    expect(without).toBeLessThan(withDental);
  });
});

describe('group-size factor', () => {
  it('applies the discount of the largest size reached, counting employees only', () => {
    expect([1, 29, 30, 99, 100, 5000].map((n) => groupSizeFactorOf(template, n))).toEqual([1, 1, 0.95, 0.95, 0.9, 0.9]);
    const employees = Array.from({ length: 30 }, () => employee(30));
    const children = Array.from({ length: 80 }, () => ({ ...employee(5), relationship: '3' as const }));
    expect(priceQuotation(template, [...employees, ...children], both, QUOTE_DATE).groupSizeFactor).toBe(0.95);
  });

  it('never makes a member dearer as the group grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 300 }), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        return groupSizeFactorOf(template, large) <= groupSizeFactorOf(template, small);
      }),
    );
  });
});

describe('census rules', () => {
  const staff = (n: number, age = 30) => Array.from({ length: n }, () => employee(age));

  it('accepts a census within the limits', () => {
    expect(checkCensus(template.census, staff(10), QUOTE_DATE)).toEqual([]);
  });

  it('refuses too few employees, dependants not counted', () => {
    const census = [...staff(4), { ...employee(30), relationship: '2' as const }];
    expect(checkCensus(template.census, census, QUOTE_DATE).map((p) => p.code)).toEqual(['CENSUS_TOO_FEW_EMPLOYEES']);
  });

  it('refuses a member over the maximum age or a baby under the minimum days, naming the member', () => {
    const baby = { birthDate: addDays(QUOTE_DATE, -10), gender: 'F' as const, relationship: '3' as const };
    const problems = checkCensus(template.census, [...staff(5), employee(66), baby], QUOTE_DATE);
    expect(problems.map((p) => [p.code, p.index])).toEqual([
      ['CENSUS_MEMBER_TOO_OLD', 5],
      ['CENSUS_MEMBER_TOO_YOUNG', 6],
    ]);
  });

  it('refuses a census whose share of older members is over the limit, and only then', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 5, max: 40 }), (older, younger) => {
        const census = [...staff(older, 55), ...staff(younger, 30)];
        const refused = checkCensus(template.census, census, QUOTE_DATE).some((p) => p.code === 'CENSUS_TOO_MANY_OLDER');
        return refused === older / census.length > 0.3;
      }),
    );
  });
});

describe('the choice of duties', () => {
  it('requires the required duties, a known option and an accepted industry', () => {
    expect(checkChoice(template, both)).toEqual([]);
    expect(checkChoice(template, { duties: { dental: 'X', spa: 'S' }, industryLevel: '6' }).map((p) => p.code)).toEqual([
      'DUTY_REQUIRED',
      'DUTY_OPTION_UNKNOWN',
      'DUTY_UNKNOWN',
      'INDUSTRY_NOT_ACCEPTED',
    ]);
  });
});
