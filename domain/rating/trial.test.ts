import { describe, expect, it } from 'vitest';
import type { RatableProduct } from '../catalog';
import { trialQuoteRequest } from './trial';

const t = (zh: string) => ({ zh, en: zh });
const travel: RatableProduct = {
  code: 'demo',
  type: 'travel',
  ageRule: { minDays: 28, maxYears: 80 },
  startDate: { earliestInDays: 1, latestInDays: 180 },
  plans: [
    {
      planCode: 'S',
      planName: t('S'),
      duties: [{ dutyCode: 'medical', dutyName: t('医疗'), kind: 'medical', sumInsuredFen: 30_000_000 }],
      travel: { tripType: 'single', minTripDays: 1, maxTripDays: 366, destination: t('全球'), schengen: false, seniorCoverReduction: null },
    },
  ],
  rating: { model: 'trip-days', ratesAreDemo: true, ageBands: [{ minAge: 0, maxAge: 80 }], byPlan: { S: { tripType: 'single', dayBands: [{ maxDays: 366 }], premiumsFen: [[100]] } } },
};

describe('premium trial defaults', () => {
  it('starts tomorrow, runs a 7-day trip and prices one 30-year-old', () => {
    expect(trialQuoteRequest(travel, { planCode: 'S' }, '2025-05-01')).toEqual({
      planCode: 'S',
      startDate: '2025-05-02',
      endDate: '2025-05-08',
      insureds: [{ age: 30 }],
    });
  });

  it('turns a chosen number of days into the end date and keeps chosen insureds', () => {
    const request = trialQuoteRequest(travel, { planCode: 'S', startDate: '2025-06-01', days: 30, insureds: [{ age: 70 }] }, '2025-05-01');
    expect(request).toMatchObject({ startDate: '2025-06-01', endDate: '2025-06-30', insureds: [{ age: 70 }] });
  });
});
