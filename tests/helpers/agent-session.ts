import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_AGENT } from '../../server/demo/seed';
import { runDueJobs } from '../../server/jobs/queue';
import { issueToken } from '../../server/sales/tokens';
import { travelOrderRequest } from '../fixtures/orders';
import { createTestApp, type TestApp } from './test-app';

/** The demo agent signed in to a test app: posts with their token, saves travel orders, runs due jobs. */
export async function agentSession(t: TestApp) {
  const token = await issueToken(t.database.db, { subjectType: 'agent', subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: token, ...headers } });
  return {
    token,
    post,
    /** A valid travel order of fictional people (`seq` varies the holder), saved; answers the save's envelope. */
    async placeOrder(seq: number, key?: string) {
      const res = await post('/api/policy/saveOrder', travelOrderRequest(seq), key ? { 'idempotency-key': key } : {});
      expect(res.json()).toMatchObject({ returnCode: '00' });
      return res.json() as { content: string; data: { policyId: string; totalPremiumFen: number } };
    },
    runJobs: (now = new Date()) => runDueJobs(t.app.sales.db, t.app.jobHandlers, now),
  };
}

/**
 * A test file's app with the demo agent signed in, built before its tests and closed after: `t` reads the app of
 * the moment (it exists once the file's beforeAll has run), the calls go through the agent's session.
 */
export function agentTestApp() {
  let app: TestApp;
  let session: Awaited<ReturnType<typeof agentSession>>;
  beforeAll(async () => {
    app = await createTestApp();
    session = await agentSession(app);
  });
  afterAll(() => app.close());
  const t: TestApp = {
    get app() {
      return app.app;
    },
    get database() {
      return app.database;
    },
    get config() {
      return app.config;
    },
    close: () => app.close(),
  };
  return {
    t,
    /** The agent's token, for a call made by hand. */
    token: () => session.token,
    post: (...args: Parameters<typeof session.post>) => session.post(...args),
    placeOrder: (seq: number, key?: string) => session.placeOrder(seq, key),
    runJobs: (now?: Date) => session.runJobs(now),
  };
}
