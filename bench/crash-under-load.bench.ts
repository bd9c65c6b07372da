// 200 clients buy travel cover (save + balance pay, each with an idempotency key, retried until answered)
// against a real server process on PostgreSQL; the server is killed with SIGKILL at 30 s and started again.
// Prints acknowledged / found / lost / doubled, paid / issued and payment-to-SMS p50 / p99.
// Loopback only: each client sends from its own 127.0.0.x address. `npm run bench -- crash`.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { addDays, fictionalIdNumber } from '../domain/validators';
import { openDatabase } from '../server/db/database';
import { DEMO_AGENT } from '../server/demo/seed';
import { issueToken } from '../server/sales/tokens';
import { travelOrderRequest } from '../tests/fixtures/orders';
import { serverBundle } from './load/harness';

const CLIENTS = 200;
const KILL_AT_MS = 30_000;
const SELL_FOR_MS = 60_000;
const DRAIN_LIMIT_MS = 180_000;
const PORT = 8982;
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `crash_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();
const dataDir = mkdtempSync(join(tmpdir(), 'crash-bench-'));

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function startServer(): ChildProcess {
  return spawn(process.execPath, [serverBundle()], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

interface Answer {
  status: number;
  body: { returnCode?: string; data?: { policyId?: string } } | null;
}

function send(agent: Agent, path: string, payload: unknown, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(payload);
    const req = request(
      { host: '127.0.0.1', port: PORT, path, method: 'POST', agent, timeout: 20_000, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
          } catch {
            resolve({ status: res.statusCode ?? 0, body: null });
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends until the server gives a final answer (not a network error, 429 or 5xx); the key makes repeats safe. */
async function untilAnswered(agent: Agent, path: string, payload: unknown, headers: Record<string, string>, deadline: number): Promise<Answer | null> {
  while (Date.now() < deadline) {
    try {
      const answer = await send(agent, path, payload, headers);
      if (answer.status !== 429 && answer.status < 500) return answer;
    } catch {
      // the server is down (killed) or restarting: try again
    }
    await sleep(500 + Math.random() * 1000);
  }
  return null;
}

/** A travel order of people nobody else in the run has (one person, one policy per period). */
function uniqueOrder(n: number) {
  const order = travelOrderRequest(n);
  const holder = fictionalIdNumber('310104', addDays('1975-01-01', Math.floor(n / 999)), (n % 999) + 1);
  const child = fictionalIdNumber('310104', addDays('2012-01-01', Math.floor(n / 999)), (n % 999) + 1);
  order.salPolicyHolder.holderIdNumber = holder;
  order.salInsuredList[0].idNumber = holder;
  order.salInsuredList[1].idNumber = child;
  return order;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

await admin(`CREATE DATABASE ${database}`);
let server = startServer();
try {
  const db = await openDatabase({ url: databaseUrl });
  const started = Date.now();
  for (;;) {
    try {
      await db.db.selectFrom('agent').select('id').where('id', '=', DEMO_AGENT.id).executeTakeFirstOrThrow();
      break;
    } catch {
      if (Date.now() - started > 60_000) throw new Error('server did not start');
      await sleep(500);
    }
  }
  await db.db.updateTable('agent').set({ balance_fen: '100000000000' }).where('id', '=', DEMO_AGENT.id).execute();
  const token = await issueToken(db.db, { subjectType: 'agent', subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id });

  const acknowledged = new Map<string, string>();
  const begin = Date.now();
  let killed = false;
  const killer = setTimeout(() => {
    killed = true;
    server.kill('SIGKILL');
    server = startServer();
    console.log(`kill -9 at ${((Date.now() - begin) / 1000).toFixed(1)} s; restarted`);
  }, KILL_AT_MS);

  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const agent = new Agent({ keepAlive: true, localAddress: `127.0.${1 + Math.floor(client / 250)}.${1 + (client % 250)}` });
      const headers = { authorization: token };
      while (Date.now() - begin < SELL_FOR_MS) {
        const n = next++;
        const key = `crash-${database}-${n}`;
        const deadline = Date.now() + 60_000;
        const saved = await untilAnswered(agent, '/api/policy/saveOrder', uniqueOrder(n), { ...headers, 'idempotency-key': `${key}-save` }, deadline);
        const policyId = saved?.body?.returnCode === '00' ? saved.body.data?.policyId : undefined;
        if (!policyId) continue;
        const paid = await untilAnswered(
          agent,
          '/api/policy/balancePayPolicy',
          { policyId, loginName: DEMO_AGENT.loginName, password: DEMO_AGENT.password },
          { ...headers, 'idempotency-key': `${key}-pay` },
          deadline,
        );
        if (paid?.body?.returnCode === '00') acknowledged.set(key, policyId);
      }
      agent.destroy();
    }),
  );
  clearTimeout(killer);
  console.log(`selling stopped after ${((Date.now() - begin) / 1000).toFixed(1)} s (killed: ${killed}); waiting for issuance`);

  const ids = [...acknowledged.values()];
  const drainStart = Date.now();
  let issued = 0;
  while (Date.now() - drainStart < DRAIN_LIMIT_MS) {
    const row = await db.db
      .selectFrom('sales_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('id', 'in', ids.length ? ids : [''])
      .where('status', '=', 'issued')
      .executeTakeFirstOrThrow();
    issued = Number(row.n);
    if (issued >= ids.length) break;
    await sleep(2000);
  }

  const orders = await db.db.selectFrom('sales_order').select(['id', 'status', 'paid_at', 'holder_id_number_bidx']).execute();
  const byId = new Map(orders.map((order) => [order.id, order]));
  const found = ids.filter((id) => ['paid', 'issued'].includes(byId.get(id)?.status ?? '')).length;
  const perPerson = new Map<string, number>();
  for (const order of orders) perPerson.set(order.holder_id_number_bidx, (perPerson.get(order.holder_id_number_bidx) ?? 0) + 1);
  const doubled = [...perPerson.values()].filter((count) => count > 1).length;
  const paidCount = orders.filter((order) => order.status === 'paid' || order.status === 'issued').length;
  const issuedCount = orders.filter((order) => order.status === 'issued').length;
  const sms = await db.db
    .selectFrom('outbox_message as m')
    .innerJoin('policy as p', 'p.policy_no', 'm.policy_no')
    .innerJoin('sales_order as o', 'o.id', 'p.order_id')
    .select(['m.created_at', 'o.paid_at'])
    .where('m.channel', '=', 'sms')
    .execute();
  const delays = sms.map((row) => (new Date(row.created_at).getTime() - new Date(row.paid_at ?? 0).getTime()) / 1000).sort((a, b) => a - b);
  console.log(`clients ${CLIENTS}, database PostgreSQL, kill -9 at ${KILL_AT_MS / 1000} s`);
  console.log(`acknowledged ${ids.length} / found ${found} / lost ${ids.length - found} / doubled ${doubled}`);
  console.log(`paid ${paidCount} / issued ${issuedCount} (orders saved ${orders.length})`);
  console.log(`payment-to-SMS p50 ${percentile(delays, 50).toFixed(1)} s / p99 ${percentile(delays, 99).toFixed(1)} s / max ${delays.at(-1)?.toFixed(1)} s`);
  await db.close();
} finally {
  server.kill('SIGKILL');
  await sleep(1000);
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error: unknown) => console.error(error));
  rmSync(dataDir, { recursive: true, force: true });
}
