import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSession } from './helpers/agent-session';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUL = '\u0000';
const HUGE = 'é'.repeat(300_000);
const IMPOSSIBLE_DATE = '2026-02-30';

/** Bad values in every place a route reads: path parameters, the query string and the fields a body commonly has. */
function badBodies(value: string): object {
  const person = { name: value, enName: value, idType: '1', idNumber: value, birthDate: IMPOSSIBLE_DATE, relationship: '1' };
  return {
    policyId: value,
    policyNo: value,
    productCode: value,
    userId: value,
    loginName: value,
    passWord: value,
    holderTelephone: value,
    holderPhone: value,
    holderIdNumber: value,
    holderName: value,
    evidenceNumber: value,
    email: value,
    startDate: IMPOSSIBLE_DATE,
    salPolicy: { productCode: 'hoschengen', planCode: 'single', startDate: IMPOSSIBLE_DATE, endDate: IMPOSSIBLE_DATE, destination: value },
    salPolicyHolder: { holderType: 'I', holderName: value, holderIdType: '1', holderIdNumber: value, holderPhone: value, holderAddress: value },
    salInsuredList: [person],
    salPolicyExt: { travel: { applyFor: 'self', destinations: ['ZZ'], departsFromMainland: true, insureds: [] } },
  };
}

const concrete = (url: string, value: string) => url.replace(/:\w+/g, encodeURIComponent(value)).replace('*', encodeURIComponent(value));

describe('every registered route under bad input', () => {
  it('answers NUL bytes, huge strings and impossible dates without a 500', { timeout: 300_000 }, async () => {
    const routes = t.app.routeList.filter((route) => !route.url.includes('/dev/'));
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    // Signed in, so routes behind sign-in read their input too.
    const { token } = await agentSession(t);
    for (const route of routes) {
      for (const value of [`x${NUL}y`, HUGE.slice(0, 5000), IMPOSSIBLE_DATE]) {
        const url = `${concrete(route.url, value.slice(0, 200))}?policyId=${encodeURIComponent(value.slice(0, 200))}&date=${IMPOSSIBLE_DATE}`;
        const res = await t.app.inject({ method: route.method as 'GET', url, headers: { authorization: token }, ...(route.method === 'GET' ? {} : { payload: badBodies(value) }) });
        if (res.statusCode >= 500) failures.push(`${route.method} ${route.url} ${JSON.stringify(value.slice(0, 6))}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a NUL byte with 400 wherever it is', async () => {
    for (const [url, payload] of [
      ['/api/b2bCustomerWebuser/verificationUserLogin', { loginName: `a${NUL}`, userId: '1', passWord: 'x' }],
      ['/api/pay/checkEvidenceNum', { evidenceNumber: `E${NUL}`, holderName: '张三' }],
      ['/api/pay/selectYtPayStatus', { policyId: `P${NUL}` }],
      ['/api/policy/emailEpolicy', { policyNo: 'EP1', access: `1${NUL}`, email: 'a@example.com' }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().returnMsg, url).toContain('控制字符');
    }
  });

  it('refuses an impossible start date, a huge or HTML English name and an unknown destination with 400', async () => {
    const { travelOrderRequest } = await import('./fixtures/orders');
    const { token } = await agentSession(t);
    const save = (change: (order: ReturnType<typeof travelOrderRequest>) => void) => {
      const order = travelOrderRequest(900);
      change(order);
      return t.app.inject({ method: 'POST', url: '/api/policy/saveTravelOrder', payload: order, headers: { authorization: token } });
    };
    expect((await save((o) => (o.salPolicy.startDate = IMPOSSIBLE_DATE))).statusCode).toBe(400);
    expect((await save((o) => (o.salInsuredList[0].name = '张'.repeat(1_000_000)))).statusCode).toBe(400);
    expect((await save((o) => (o.salInsuredList[0].enName = '<img src=x onerror=alert(1)>'))).statusCode).toBe(400);
    expect((await save((o) => (o.salPolicyHolder.holderAddress = '北京市'.repeat(20)))).statusCode).toBe(400);
    const unknownDestination = await save((o) => {
      if (o.salPolicyExt?.travel) o.salPolicyExt.travel.destinations = ['ZZ'];
    });
    expect(unknownDestination.statusCode).toBe(400);
    expect(unknownDestination.json().returnMsg).toContain('代码表');
  });
});
