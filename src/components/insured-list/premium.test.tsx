// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '../../lib/translate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RatableProduct } from '../../../domain/catalog';
import zhGroup from '../../../domain/locales/zh-CN/group.json';
import { PremiumPanel } from './PremiumPanel';
import { priceRows } from './premium';

const t = (zh: string) => ({ zh, en: zh });
const TODAY = '2025-05-01';
const START = '2025-05-02';

const groupAccident: RatableProduct = {
  code: 'ga',
  type: 'group-accident',
  ageRule: { minYears: 16, maxYears: 65 },
  startDate: { earliestInDays: 1, latestInDays: 30 },
  group: { minInsured: 3, maxInsured: 100 },
  occupationLevels: ['1', '2', '3', '4'],
  plans: [{ planCode: 'A', planName: t('计划一'), duties: [{ dutyCode: 'death', dutyName: t('身故'), kind: 'accidentDeath', sumInsuredFen: 30_000_000 }] }],
  rating: {
    model: 'level-premium',
    ratesAreDemo: true,
    term: { kind: 'short-term-table', factors: [{ months: 6, factor: 0.6 }, { months: 12, factor: 1 }] },
    byPlan: { A: { 1: 6000, 2: 7800, 3: 10_200, 4: 14_400 } },
  },
};

const medical: RatableProduct = {
  code: 'gm',
  type: 'medical',
  ageRule: { minDays: 30, maxYears: 65 },
  startDate: { earliestInDays: 1, latestInDays: 60 },
  group: { minInsured: 5, maxInsured: 3000 },
  plans: [{ planCode: 'M', planName: t('基础'), duties: [{ dutyCode: 'inpatient', dutyName: t('住院'), kind: 'medical', sumInsuredFen: 100 }] }],
  rating: {
    model: 'age-band',
    ratesAreDemo: true,
    ageBands: [{ minAge: 0, maxAge: 30 }, { minAge: 31, maxAge: 65 }],
    byPlan: { M: [100_000, 150_000] },
    groupSizeFactors: [{ minInsured: 1, factor: 1 }, { minInsured: 3, factor: 0.9 }],
  },
};

afterEach(cleanup);
beforeAll(async () => {
  i18n.start('zh-CN', { group: zhGroup });
});

describe('premium of the listed insureds', () => {
  it("prices each person by class and term, leaving out who the rules refuse, before the group's minimum", () => {
    const view = priceRows({
      product: groupAccident,
      planCode: 'A',
      startDate: START,
      months: 6,
      rows: [
        { birthDate: '1990-01-01', occulevel: '1' },
        { birthDate: '1990-01-01', occulevel: '2' },
        { birthDate: '1990-01-01', occulevel: '5' },
        { birthDate: '1950-01-01', occulevel: '1' },
        { birthDate: '', occulevel: '' },
      ],
      today: TODAY,
    });
    expect(view).toEqual({ perRow: [3600, 4680, null, null, null], totalFen: 8280, pricedCount: 2 });
  });

  it('prices nothing for an unknown plan or term, and nobody without rows', () => {
    const rows = [{ birthDate: '1990-01-01', occulevel: '1' }];
    expect(priceRows({ product: groupAccident, planCode: 'Z', startDate: START, rows, today: TODAY }).totalFen).toBe(0);
    expect(priceRows({ product: groupAccident, planCode: 'A', startDate: START, months: 13, rows, today: TODAY }).perRow).toEqual([null]);
    expect(priceRows({ product: groupAccident, planCode: 'A', startDate: START, rows: [], today: TODAY }).pricedCount).toBe(0);
  });

  it('applies the group-size factor of the priced people (medical, by age on the start date)', () => {
    const rows = [
      { birthDate: '1995-05-02', occulevel: '' },
      { birthDate: '1994-05-03', occulevel: '' },
      { birthDate: '1980-01-01', occulevel: '' },
    ];
    const view = priceRows({ product: medical, planCode: 'M', startDate: START, rows, today: TODAY });
    // 30 on the start date, 30 until the day after, 45: two young bands and one older, 10% off for three.
    expect(view.perRow).toEqual([90_000, 90_000, 135_000]);
    expect(view.totalFen).toBe(315_000);
  });

  it('shows the total, the headcount and who is not priced yet', () => {
    render(<PremiumPanel view={{ perRow: [3600, null], totalFen: 3600, pricedCount: 1 }} insuredCount={2} />);
    expect(screen.getByTestId('premium-total').textContent).toBe('¥36.00');
    expect(screen.getByText('2人')).toBeTruthy();
    expect(screen.getByText('1位被保险人信息未完善，暂未计入保费')).toBeTruthy();
  });
});
