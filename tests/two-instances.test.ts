// Two server instances on one PostgreSQL (and Redis when REDIS_URL is set), as behind a load balancer: orders
// saved and paid through either, issued by the job workers of both racing for the same jobs, exactly once; the
// e-policy one instance stored is readable from the other (files in PostgreSQL, decision 023).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app';
import { configFrom } from '../server/config';
import { type Database, openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { DEMO_AGENT, seedDemo } from '../server/demo/seed';
import { type JobWorker, startJobWorker } from '../server/jobs/queue';
import { issueToken } from '../server/sales/tokens';
import { addDays, fictionalIdNumber } from '../domain/validators';
import { travelOrderRequest } from './fixtures/orders';

const ORDERS = 24;
const url = process.env.DATABASE_URL;

describe.runIf(url)('two instances on one PostgreSQL', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let token: string;

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) databases.push(await openDatabase({ url, schema }));
    await migrate(databases[0]);
    for (const database of databases) {
      const config = configFrom({
        NODE_ENV: 'test',
        DATABASE_URL: url,
        REDIS_URL: process.env.REDIS_URL || undefined,
        DIST_DIR: '/nonexistent',
        // Each instance its own folder, as on two machines: only the database is shared.
        DATA_DIR: mkdtempSync(join(tmpdir(), 'instance-')),
        ISSUE_DELAY_SECONDS: 0,
      });
      const app = await buildApp({ database, config });
      await app.ready();
      apps.push(app);
    }
    await seedDemo(apps[0].sales);
    await databases[0].db.updateTable('agent').set({ balance_fen: '100000000000' }).where('id', '=', DEMO_AGENT.id).execute();
    token = await issueToken(databases[0].db, { subjectType: 'agent', subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id });
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('issues each paid order exactly once while the workers of both race, and each reads the other’s e-policy', async () => {
    // Each buyer from an address of its own, new each run: the per-address limits count in the shared Redis.
    const network = `10.${randomBytes(2).join('.')}`;
    const post = (app: FastifyInstance, url: string, payload: object, n: number) =>
      app.inject({ method: 'POST', url, payload, headers: { authorization: token }, remoteAddress: `${network}.${n}` });
    const orderIds = await Promise.all(
      Array.from({ length: ORDERS }, async (_, n) => {
        const order = travelOrderRequest(n);
        const holder = fictionalIdNumber('310104', addDays('1970-01-01', n), 7);
        order.salPolicyHolder.holderIdNumber = holder;
        order.salInsuredList[0].idNumber = holder;
        order.salInsuredList[1].idNumber = fictionalIdNumber('310104', addDays('2012-01-01', n), 8);
        const saved = (await post(apps[n % 2], '/api/policy/saveOrder', order, n)).json();
        expect(saved.returnCode).toBe('00');
        const paid = (await post(apps[(n + 1) % 2], '/api/policy/balancePayPolicy', { policyId: saved.data.policyId, loginName: DEMO_AGENT.loginName, password: DEMO_AGENT.password }, n)).json();
        expect(paid.returnCode).toBe('00');
        return saved.data.policyId as string;
      }),
    );

    // Several workers per instance, polling often: the most chances to claim one job twice.
    const workers: JobWorker[] = apps.map((app) => startJobWorker(app.sales.db, app.jobHandlers, { workers: { issuance: 3 }, pollMs: 20 }));
    try {
      const db = databases[0].db;
      for (;;) {
        const issued = await db.selectFrom('sales_order').select(db.fn.countAll<string>().as('n')).where('id', 'in', orderIds).where('status', '=', 'issued').executeTakeFirstOrThrow();
        if (Number(issued.n) === ORDERS) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }

    const policies = await databases[0].db.selectFrom('policy').select(['policy_no', 'order_id', 'pdf_key']).where('order_id', 'in', orderIds).execute();
    expect(new Set(policies.map((policy) => policy.order_id)).size).toBe(ORDERS);
    expect(policies).toHaveLength(ORDERS);
    const sms = await databases[0].db.selectFrom('outbox_message').select('policy_no').where('channel', '=', 'sms').where('policy_no', 'in', policies.map((policy) => policy.policy_no)).execute();
    expect(sms).toHaveLength(ORDERS);
    // One stored e-policy per policy (the demo's included): no job rendered and kept one twice.
    const pdfs = await databases[0].db.selectFrom('stored_file').select('key').where('key', 'like', '%.pdf').execute();
    const everyPolicy = await databases[0].db.selectFrom('policy').select('pdf_key').execute();
    expect(pdfs.map((file) => file.key).sort()).toEqual(everyPolicy.map((policy) => policy.pdf_key).sort());

    for (const app of apps) {
      const pdf = await app.inject({ method: 'GET', url: `/api_xxpl/policy/pdfPreview/${policies[0].policy_no}`, headers: { authorization: token } });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
