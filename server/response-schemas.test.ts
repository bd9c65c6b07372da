import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/helpers/test-app';
import { SAVE_ORDER_PATHS } from './modules/orders';

// Calls whose answer the client reads: each declares its schema, so nothing undeclared leaks and a drift is caught.
const READ_BY_THE_CLIENT: ReadonlyArray<readonly [string, string]> = [
  ['GET', '/api/product/queryPlans'],
  ['POST', '/api/product/queryPlans'],
  ['GET', '/api/storefront/products'],
  ['POST', '/api/certificate/analysisImages'],
  ['POST', '/api_xxpl/businessLicense'],
  ['POST', '/api_xxpl/ocrFoodBlicense'],
  ...SAVE_ORDER_PATHS.map((path) => ['POST', `/api${path}`] as const),
];

describe('response schemas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it.each(READ_BY_THE_CLIENT)('are declared by %s %s', (method, url) => {
    const route = t.app.routeList.find((candidate) => candidate.method === method && candidate.url === url);
    expect(route, `${method} ${url} is registered`).toBeDefined();
    expect(route?.answers).toBe(true);
  });

  it('strip what the plans schema does not declare, and keep what it does', async () => {
    const answer = (await t.app.inject({ method: 'GET', url: '/api/product/queryPlans?productCode=aszxty' })).json();
    expect(answer.returnCode).toBe('00');
    expect(answer.content).toMatchObject({ code: 'aszxty', plans: expect.any(Array), fromPremiumFen: expect.any(Number) });
  });
});
