import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { travelOrderRequest } from '../../../tests/fixtures/orders';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { DEMO_AGENT } from '../../demo/seed';
import { issueToken } from '../../sales/tokens';

describe('the storefront product list from memory', () => {
  let t: TestApp;
  let token: string;
  const sales = async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/storefront/products' })).json().content as { productCode: string; sales: number }[];
    return list.find((product) => product.productCode === 'hoschengen')?.sales;
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await issueToken(t.database.db, { subjectType: 'agent', subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id });
  });
  afterAll(() => t.close());

  it('answers from memory, yet counts a sale in the ranking as soon as it is paid', async () => {
    const before = (await sales()) ?? Number.NaN;
    const saved = await t.app.inject({ method: 'POST', url: '/api/policy/saveOrder', payload: travelOrderRequest(71), headers: { authorization: token } });
    const policyId: string = saved.json().data.policyId;
    // An unpaid order changes nothing: the cached answer stands.
    expect(await sales()).toBe(before);
    const pay = await t.app.inject({ method: 'POST', url: '/api/policy/onlinePayPolicy', payload: { policyId, payMethod: '3' }, headers: { authorization: token } });
    const tradeNo = String(pay.json().content.payUrl).split('/').at(-1);
    await t.app.inject({
      method: 'POST',
      url: `/api/sandbox-pay/cashier/${tradeNo}`,
      payload: 'outcome=confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await sales()).toBe(before + 1);
  });
});
