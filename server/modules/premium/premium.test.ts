import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRatableProduct } from '../../../domain/catalog';
import { quotePremium } from '../../../domain/rating';
import { addDays, todayInBeijing } from '../../../domain/validators';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { findProduct } from '../../catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const start = addDays(todayInBeijing(), 3);
const post = async (url: string, payload: object) => (await t.app.inject({ method: 'POST', url, payload })).json();
const ratable = (code: string) => toRatableProduct(findProduct(code)!);

describe('premium calls', () => {
  it('prices a group-accident crew exactly as the client’s domain function does', async () => {
    const insureds = [{ occulevel: '1' }, { occulevel: 2 }, { occulevel: '4' }, { occulevel: '6' }];
    const body = await post('/api/premium/calPremium', { productCode: 'tatt2024', planCode: 'standard', startDate: start, months: 6, insureds });
    expect(body.returnCode).toBe('00');
    const client = quotePremium(ratable('tatt2024'), {
      planCode: 'standard',
      startDate: start,
      months: 6,
      insureds: [{ occupationLevel: '1' }, { occupationLevel: '2' }, { occupationLevel: '4' }, { occupationLevel: '6' }],
    });
    expect(body.content.totalPremiumFen).toBe(client.totalPremiumFen);
    expect(body.content.insureds.map((i: { premiumFen: number }) => i.premiumFen)).toEqual(client.insureds.map((i) => i.premiumFen));
    // Standard plan: 98 yuan at level 1, loadings 1 / 1.3 / 2.4 / 4.8, six months at 60%.
    expect(body.content.insureds.map((i: { premium: string }) => i.premium)).toEqual(['58.80', '76.20', '141.00', '282.00']);
    expect(body.content).toMatchObject({ totalPremium: '558.00', insuredCount: 4, termMultiplier: 0.6, ratesAreDemo: true });
  });

  it('refuses what breaks the product’s rules, naming the insured and the rule', async () => {
    const body = await post('/api/premium/calPremium', {
      productCode: 'aszxty',
      planCode: 'A',
      startDate: start,
      insureds: [{ occulevel: '1' }, { occulevel: '5' }, { occulevel: '1' }],
    });
    expect(body.returnCode).toBe('1001');
    expect(body.returnMsg).toBe('第2位被保险人：本方案不承保5类职业');
    expect(body.content.problems).toEqual([{ insuredIndex: 1, field: 'occulevel', code: 'OCCUPATION_LEVEL_NOT_ACCEPTED', params: { level: '5' } }]);
  });

  it('prices employer liability on its own call and refuses other families there', async () => {
    const body = await post('/api/premium/calPremiumEmployer', { p: 'guofu', planCode: 'G50', startDate: start, insureds: [{ occulevel: '3' }, { occulevel: '3' }, { occulevel: '1' }] });
    // 500,000 x 0.05% = 250 yuan at level 1; x 0.085% = 425 yuan at level 3.
    expect(body.content.insureds.map((i: { premium: string }) => i.premium)).toEqual(['425.00', '425.00', '250.00']);
    const wrong = await post('/api/premium/calPremiumEmployer', { productCode: 'tatt2024', planCode: 'basic', startDate: start, insureds: [{ occulevel: '1' }] });
    expect(wrong).toMatchObject({ returnCode: '1046', returnMsg: '该产品不支持此算费方式' });
  });

  it('prices ZLWQZA by the month on its own path', async () => {
    const body = await post('/api/zhongli/ZLWQZA/calPremiumEmployer', { planCode: 'WQ30', startDate: start, months: 3, insureds: [{ occulevel: '1' }, { occulevel: '4' }] });
    // 300,000 x 0.005% = 15 yuan a month at level 1, x 0.012% = 36 at level 4; three months.
    expect(body.content).toMatchObject({ productCode: 'ZLWQZA', totalPremium: '153.00', termMultiplier: 3 });
    expect((await post('/api/zhongli/ZLWQZA/calPremiumEmployer', { planCode: 'WQ30', startDate: start, months: 13, insureds: [{ occulevel: '1' }] })).returnMsg).toBe(
      '保险期间须为1-12个月',
    );
  });

  it('quotes group medical by age band with the group discount', async () => {
    const members = Array.from({ length: 30 }, (_, index) => ({ age: 20 + index }));
    const body = await post('/api/premium/calPremiumMGUgroupQuo', { productCode: 'MedilinkGroupZHX', planCode: 'ZHX-A', startDate: start, insureds: members });
    expect(body.content.groupSizeFactor).toBe(0.95);
    expect(body.content.totalPremiumFen).toBe(quotePremium(ratable('MedilinkGroupZHX'), { planCode: 'ZHX-A', startDate: start, insureds: members }).totalPremiumFen);
    // Ages 20-30 are in the 680-yuan band: 680 x 0.95 = 646 yuan.
    expect(body.content.insureds[0].premium).toBe('646.00');
  });

  it('prices a travel policy and shows the cover an 85-year-old and a child actually have', async () => {
    const body = await post('/api/premium/calPremium', {
      productCode: 'hoglobal',
      planCode: 'classic',
      startDate: start,
      endDate: addDays(start, 9),
      insureds: [{ age: 35 }, { age: 85 }, { age: 8 }],
    });
    expect(body.content.coverDays).toBe(10);
    const [adult, senior, child] = body.content.insureds;
    expect(adult.adjustedCover).toBeUndefined();
    expect(senior.adjustedCover).toEqual([
      { dutyCode: 'death', sumInsuredFen: 12_500_000, planSumInsuredFen: 50_000_000, reduction: 'senior-quarter' },
      { dutyCode: 'disability', sumInsuredFen: 12_500_000, planSumInsuredFen: 50_000_000, reduction: 'senior-quarter' },
    ]);
    expect(child.adjustedCover).toEqual([{ dutyCode: 'death', sumInsuredFen: 20_000_000, planSumInsuredFen: 50_000_000, reduction: 'minor-cap' }]);
    // 10 days is the 10-day band: classic 98 yuan x 1.25; 81-90 pay the 61-70 rate (x 1.5: cover reduced, premium unchanged); children x 0.8.
    expect([adult.premium, senior.premium, child.premium]).toEqual(['123.00', '184.00', '98.00']);
  });

  it('refuses a trip over 60 days for a traveller over 75', async () => {
    const body = await post('/api/premium/calPremium', { productCode: 'hoglobal', planCode: 'classic', startDate: start, endDate: addDays(start, 60), insureds: [{ age: 80 }] });
    expect(body.returnMsg).toBe('第1位被保险人：75周岁以上被保险人单次保险期间不超过60天');
  });

  it('prices a property location from its chosen sums', async () => {
    const body = await post('/api/premium/calPremium', {
      productCode: 'pingansf',
      planCode: 'shop',
      startDate: start,
      insureds: [{ sumsInsuredFen: { stock: 50_000_000, rent: 6_000_000 } }, { sumsInsuredFen: { liability: 10_000_000 } }],
    });
    // 500,000 x 1.5‰ + 60,000 x 4‰ = 990 yuan; 100,000 x 2‰ = 200 yuan, lifted to the 300 minimum.
    expect(body.content.insureds.map((i: { premium: string }) => i.premium)).toEqual(['990.00', '300.00']);
  });

  it('answers a trial with the defaults and the visitor’s choices', async () => {
    const body = await post('/api/premium/calPremiumTrial', { productCode: 'rhjwly', planCode: 'jade', days: 15 });
    // 15 days is the 15-day band: 95 yuan x 1.6 = 152 yuan for the sample 30-year-old.
    expect(body.content).toMatchObject({ coverDays: 15, totalPremium: '152.00', insureds: [{ age: 30 }] });
    const group = await post('/api/premium/calPremiumTrial', { productCode: 'aszxty', planCode: 'B' });
    expect(group.content).toMatchObject({ totalPremium: '110.00', insureds: [{ occulevel: '1' }] });
  });

  it('says when a trial price for the top age will be refused by the order, and refuses an age above it', async () => {
    const trial = (age: number) => post('/api/premium/calPremiumTrial', { productCode: 'hyglobal', planCode: 'economic', startDate: start, insureds: [{ age }] });
    expect((await trial(79)).content.insureds[0].notice).toBeUndefined();
    expect((await trial(80)).content.insureds[0].notice).toEqual({ insuredIndex: 0, field: 'age', code: 'AGE_LIMIT_ON_START', params: { max: 80, startDate: start } });
    expect((await trial(81)).returnCode).toBe('1001');
  });

  it('refuses stopped products and a body without a plan', async () => {
    expect((await post('/api/premium/calPremium', { productCode: 'tattyw', planCode: 'basic', startDate: start, insureds: [{ occulevel: '1' }] })).returnMsg).toBe('该产品已停售');
    const res = await t.app.inject({ method: 'POST', url: '/api/premium/calPremium', payload: { productCode: 'tatt2024', startDate: start, insureds: [{}] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().returnMsg).toContain('请选择保障方案');
  });
});
