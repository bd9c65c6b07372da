import { describe, expect, it } from 'vitest';
import type { Plan } from '../catalog';
import { coverForAge } from './travel-cover';

const t = (zh: string) => ({ zh, en: zh });
const plan = (reduction: NonNullable<Plan['travel']>['seniorCoverReduction'], deathFen = 100_000_000): Plan => ({
  planCode: 'P',
  planName: t('P'),
  duties: [
    { dutyCode: 'death', dutyName: t('身故'), kind: 'accidentDeath', sumInsuredFen: deathFen },
    { dutyCode: 'disability', dutyName: t('伤残'), kind: 'accidentDisability', sumInsuredFen: deathFen },
    { dutyCode: 'medical', dutyName: t('医疗'), kind: 'medical', sumInsuredFen: 50_000_000 },
  ],
  travel: { tripType: 'single', minTripDays: 1, maxTripDays: 366, destination: t('全球'), schengen: false, seniorCoverReduction: reduction },
});
const sums = (p: Plan, age: number) => Object.fromEntries(coverForAge(p, age).map((cover) => [cover.dutyCode, cover.sumInsuredFen / 100]));

describe('cover by age on travel plans', () => {
  it('keeps full cover at 70, halves death and disability at 71-80 and quarters them at 81-90', () => {
    expect(sums(plan('death-disability'), 70)).toEqual({ death: 1_000_000, disability: 1_000_000, medical: 500_000 });
    expect(sums(plan('death-disability'), 75)).toEqual({ death: 500_000, disability: 500_000, medical: 500_000 });
    expect(sums(plan('death-disability'), 85)).toEqual({ death: 250_000, disability: 250_000, medical: 500_000 });
  });

  it('halves medical too on plans that say so', () => {
    expect(sums(plan('death-disability-medical'), 72).medical).toBe(250_000);
  });

  it('caps minors’ death cover at 200,000 under 10 and 500,000 from 10 to 17, leaving disability alone', () => {
    expect(sums(plan('death-disability'), 9)).toMatchObject({ death: 200_000, disability: 1_000_000 });
    expect(sums(plan('death-disability'), 15)).toMatchObject({ death: 500_000 });
    expect(sums(plan('death-disability', 30_000_000), 17)).toMatchObject({ death: 300_000 });
    expect(sums(plan('death-disability'), 18)).toMatchObject({ death: 1_000_000 });
  });

  it('says why a figure changed', () => {
    const [death] = coverForAge(plan('death-disability'), 82);
    expect(death).toEqual({ dutyCode: 'death', sumInsuredFen: 25_000_000, planSumInsuredFen: 100_000_000, reduction: 'senior-quarter' });
  });
});
