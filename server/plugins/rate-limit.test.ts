import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearSharedCounters } from '../../tests/helpers/redis-counters';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { DEMO_AGENT } from '../demo/seed';

const LOGIN_LIMIT_PER_MINUTE = 10;
const wrongLogin = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/b2bCustomerWebuser/verificationUserLogin',
    payload: { loginName: DEMO_AGENT.loginName, userId: DEMO_AGENT.id, passWord: 'not-it' },
  });

describe('login attempts are limited', () => {
  beforeAll(clearSharedCounters);
  it('to 10 a minute per address, then 429 with a Chinese message', async () => {
    const t = await createTestApp({ seed: false });
    try {
      for (let attempt = 0; attempt < LOGIN_LIMIT_PER_MINUTE; attempt++) expect((await wrongLogin(t)).statusCode).toBe(200);
      const refused = await wrongLogin(t);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ returnCode: '429', returnMsg: '请求过于频繁，请稍后再试' });
    } finally {
      await t.close();
    }
  });
});

// Several servers behind a load balancer count together only through Redis (CI runs this with REDIS_URL).
describe.runIf(process.env.REDIS_URL)('with REDIS_URL', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    await clearSharedCounters();
    first = await createTestApp({ seed: false });
    second = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('two server instances share one count', async () => {
    for (let attempt = 0; attempt < LOGIN_LIMIT_PER_MINUTE / 2; attempt++) {
      expect((await wrongLogin(first)).statusCode).toBe(200);
      expect((await wrongLogin(second)).statusCode).toBe(200);
    }
    expect((await wrongLogin(first)).statusCode).toBe(429);
    expect((await wrongLogin(second)).statusCode).toBe(429);
  });
});
