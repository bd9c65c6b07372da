import { describe, expect, it } from 'vitest';
import { trialQuoteRequest } from './trial';
import { singleTripProduct } from '../../tests/helpers/ratable-products';

const travel = singleTripProduct({ code: 'demo', premiumFen: 100, ageRule: { minDays: 28, maxYears: 80 }, schengen: false });

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
