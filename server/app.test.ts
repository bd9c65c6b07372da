import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { agentToken } from '../tests/helpers/book';
import { createTestApp, type TestApp } from '../tests/helpers/test-app';
import { migrate } from './db/migrate';
import { DEMO_COMPANY } from './demo/demo-policy';
import { DEMO_AGENT, seedDemo, seedDemoGroup } from './demo/seed';
import { runDueJobs } from './jobs/queue';
import { AppError, ok } from './lib/envelope';

describe('the API server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz with the database it talks to', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers an unknown /api path with 404 in the envelope', async () => {
    for (const url of ['/api/nothing/here', '/api_xxpl/nothing', '/api_record/x']) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ returnCode: '404', content: null });
      expect(res.json().returnMsg).toContain('接口不存在');
    }
  });

  it('rejects a body that fails its schema with 400 and a Chinese message naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/b2bCustomerWebuser/verificationUserLogin',
      payload: { loginName: 'x', userId: DEMO_AGENT.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().returnCode).toBe('400');
    expect(res.json().returnMsg).toMatch(/passWord/);
    expect(res.json().returnMsg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('applies migrations and demo data once however often it starts', async () => {
    expect(await migrate(t.database)).toEqual([]);
    expect(await seedDemo(t.app.sales)).toBe(false);
    const agents = await t.database.db.selectFrom('agent').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(agents.n).toBe(1);
  });

  it('gives the running portal’s demo agent one issued group policy of five people to service, once', async () => {
    expect(await seedDemoGroup(t.app.sales)).toBe(true);
    expect(await seedDemoGroup(t.app.sales)).toBe(false);
    await runDueJobs(t.app.sales.db, t.app.jobHandlers, new Date());
    const headers = { authorization: await agentToken(t) };
    const found = (await t.app.inject({ method: 'POST', url: '/api/policy/queryPolicyList', payload: { holderName: DEMO_COMPANY.name }, headers })).json().content.list;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ productCode: 'aszxty', insuredCount: 5 });
    expect(found[0].policyNo).toMatch(/^EP/);
  });
});

describe('errors and the app shell', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>门户</title><link rel="manifest" href="/manifest.webmanifest">');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ config: { DIST_DIR: dist }, seed: false });
  });
  afterAll(() => t.close());

  it('serves index.html for app routes and never for /api', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/astp/home?u=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('manifest');
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().returnCode).toBe('404');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends a strict content security policy and the other security headers on every kind of answer', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/healthz' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-call' }),
      await t.app.inject({ method: 'POST', url: '/api/policy/saveOrder', headers: { 'content-type': 'application/json' }, payload: '{' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 400]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toMatch(/(^|;)script-src 'self' https:\/\/res\.wx\.qq\.com(;|$)/);
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    }
  });
});

describe('health', () => {
  it('answers 503 when the database cannot be reached', async () => {
    const t = await createTestApp({ seed: false });
    await t.database.db.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable' });
    await t.close();
  });
});

describe('unexpected errors', () => {
  it('answer 500 without a stack, with the request id', async () => {
    const t = await createTestApp({ seed: false });
    const { buildApp } = await import('./app');
    const logged: unknown[] = [];
    const app = await buildApp(
      { database: t.database, config: t.config },
      { logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } } },
    );
    app.get('/api/boom', async () => {
      throw new Error('secret internals');
    });
    app.post('/api/typed', { schema: { body: z.object({ n: z.number() }) } }, async () => ok(1));
    app.get('/api/business', async () => {
      throw new AppError('1043', { zh: '产品已停售', en: 'This product is no longer sold.' });
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
    const requestId = res.json().returnMsg.match(/请求号 ([0-9a-f-]{36})）/)?.[1];
    expect(requestId).toBeDefined();
    expect(logged).toContainEqual(expect.objectContaining({ reqId: requestId, msg: 'unexpected error' }));
    const business = await app.inject({ method: 'GET', url: '/api/business' });
    expect(business.json()).toEqual({ returnCode: '1043', returnMsg: '产品已停售', content: null });
    const typed = await app.inject({ method: 'POST', url: '/api/typed', payload: { n: 'x' } });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().returnMsg).toContain('n：');
    await app.close();
    await t.close();
  });
});
