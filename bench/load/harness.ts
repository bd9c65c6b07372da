import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import type { SaveOrderRequest } from '../../domain/api/order';
import { fictionalIdNumber } from '../../domain/validators';
import { configFrom } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { DEMO_AGENT, seedDemo } from '../../server/demo/seed';
import { createSalesContext } from '../../server/sales/context';
import type { SensitiveData } from '../../server/sales/sensitive';
import { issueToken } from '../../server/sales/tokens';
import { travelOrderRequest } from '../../tests/fixtures/orders';

/** `--full` runs the long version (100,000 orders, 30 s per measure); the default (5 s) keeps `npm run bench` short. */
export const FULL = process.argv.includes('--full');
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const loadAverage = () => loadavg()[0].toFixed(1);

/** A PostgreSQL database of the bench's own (dropped and made again), so other users of the server are not disturbed. */
export async function freshPgDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
}

export interface Prepared {
  dataDir: string;
  databaseUrl?: string;
  token: string;
}

/**
 * Migrates and seeds the demo agent, `orders` orders (a hundred unpaid, then a third each expired, paid, issued
 * with a policy; two insureds each) and an agent token, before the server starts (PGlite allows one process on its files).
 */
export async function prepare(databaseUrl: string | undefined, orders: number): Promise<Prepared> {
  const dataDir = mkdtempSync(join(tmpdir(), 'load-bench-'));
  const database = await openDatabase({ url: databaseUrl, dataDir: resolve(dataDir, 'pglite') });
  await migrate(database);
  const sales = createSalesContext(database.db, configFrom({ DATA_DIR: dataDir, NODE_ENV: 'test' }));
  await seedDemo(sales);
  await seedOrders(database, sales.sensitive, orders);
  // PostgreSQL's autovacuum would analyse the new rows in time; the server does it for PGlite at start.
  if (databaseUrl) await sql`ANALYZE`.execute(database.db);
  const token = await issueToken(database.db, { subjectType: 'agent', subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id });
  await database.close();
  return { dataDir, databaseUrl, token };
}

async function seedOrders(database: Database, sensitive: SensitiveData, orders: number): Promise<void> {
  // As the expiry job leaves them: only the newest hundred are unpaid (and payable), the rest paid, issued or expired.
  const statuses = `CASE WHEN g <= 100 THEN 'unpaid' ELSE (ARRAY['expired','paid','issued'])[1 + g % 3] END`;
  // Names sealed as the server writes them (decision 029): plain ones would be encrypted row by row at its start.
  const insuredName = sensitive.encrypt('种子被保险人');
  const insuredNameIndex = sensitive.blindIndex('种子被保险人');
  // Batches keep PGlite's memory small; created_at goes back one minute per order.
  for (let from = 1; from <= orders; from += 10_000) {
    const to = Math.min(orders, from + 9_999);
    const holders = Array.from({ length: to - from + 1 }, (_, at) => {
      const name = `种子投保人${from + at}`;
      return `(${from + at}, '${sensitive.encrypt(name)}', '${sensitive.blindIndex(name)}')`;
    });
    await database.runScript(`
      INSERT INTO sales_order (id, agent_id, product_code, plan_code, status, start_date, end_date, premium_fen, holder_type,
        holder_name, holder_name_bidx, holder_id_type, holder_id_number_enc, holder_id_number_bidx, holder_phone_enc, holder_phone_bidx, details,
        expires_at, created_at)
      SELECT 'SEED' || lpad(g::text, 9, '0'), '${DEMO_AGENT.id}', 'hoschengen', 'single', ${statuses}, '2026-01-01', '2026-01-14', 12000,
        'I', h.name, h.name_bidx, '1', 'seed', 'seed-id-' || g, 'seed', 'seed-phone-' || g,
        '{"productName":"申根安心旅行保险","productType":"travel"}', now() + interval '30 minutes', now() - g * interval '1 minute'
      FROM (VALUES ${holders.join(',')}) AS h (g, name, name_bidx);
      INSERT INTO order_insured (order_id, seq, name, name_bidx, id_type, id_number_enc, id_number_bidx, premium_fen)
      SELECT 'SEED' || lpad(g::text, 9, '0'), s, '${insuredName}', '${insuredNameIndex}', '1', 'seed', 'seed-insured-' || g || '-' || s, 6000
      FROM generate_series(${from}, ${to}) g, generate_series(0, 1) s;
      INSERT INTO policy (policy_no, order_id, pdf_key, pdf_bytes, pdf_pages)
      SELECT 'SEEDPOL' || lpad(g::text, 9, '0'), 'SEED' || lpad(g::text, 9, '0'), 'seed', 1, 1
      FROM generate_series(${from}, ${to}) g WHERE g > 100 AND g % 3 = 2;
    `);
  }
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Job workers of this instance (the two-instance bench gives each a few, to race for the same jobs). */
  jobWorkers?: number;
}

let bundled = false;

/** The server bundle `npm start` runs (decision 032), built once per bench process from the current sources. */
export function serverBundle(): string {
  if (!bundled) execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  bundled = true;
  return 'dist/node/server.mjs';
}

/** The portal as in production: its own process, running the server bundle as `npm start` does; resolves once it answers. */
export async function startPortal(options: ServerOptions): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverBundle()], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      REDIS_URL: options.redisUrl ?? '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...(options.jobWorkers && { JOB_WORKERS: String(options.jobWorkers) }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Its log goes nowhere: an exit in the middle of a run would otherwise go unexplained.
  child.once('exit', (code, signal) => {
    if (code !== 0) console.error(`portal on port ${options.port} exited (code ${code}, signal ${signal})`);
  });
  await waitUntilUp(options.port, '/healthz', child);
  return child;
}

export async function startHello(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load/hello-server.ts'], { env: { ...process.env, PORT: String(port) }, stdio: 'inherit' });
  await waitUntilUp(port, '/hello', child);
  return child;
}

async function waitUntilUp(port: number, path: string, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}${path}`)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`server on ${port} did not start`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** CPU time a process has used so far, user and system, in ms (Linux; 10 ms ticks). */
export function cpuMs(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Resolves once a process has been idle for a second (under 50 ms of CPU), at most after a minute: the server's
 * start-up work (statistics, names, seed) runs on after it answers and would be counted in the first measure.
 */
export async function untilIdle(child: ChildProcess): Promise<void> {
  for (let second = 0, last = cpuMs(child); second < 60; second++) {
    await new Promise((done) => setTimeout(done, 1_000));
    const now = cpuMs(child);
    if (now - last < 50) return;
    last = now;
  }
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(child: ChildProcess): number {
  const line = readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
}

/**
 * A travel order of two fictional people that no other call of the run uses (so no repeat-insurance refusal), with
 * its own idempotency key, as the storefront sends one with every save.
 */
export function uniqueTravelOrder(n: number): SaveOrderRequest {
  const order = travelOrderRequest(n);
  const day = new Date(Date.UTC(1960, 0, 1) + (n % 9_000) * 86_400_000).toISOString().slice(0, 10);
  const sequence = Math.floor(n / 9_000) % 1_000;
  const holderId = fictionalIdNumber('310104', day, sequence);
  const childDay = new Date(Date.UTC(2012, 0, 1) + (n % 3_000) * 86_400_000).toISOString().slice(0, 10);
  const childId = fictionalIdNumber('110105', childDay, Math.floor(n / 3_000) % 1_000);
  const [holder, child] = order.salInsuredList;
  return {
    ...order,
    idempotencyKey: `load-order-${n}`,
    salPolicyHolder: { ...order.salPolicyHolder, holderIdNumber: holderId, holderPhone: `139${String(10_000_000 + (n % 90_000_000)).slice(-8)}` },
    salInsuredList: [
      { ...holder, idNumber: holderId },
      { ...child, idNumber: childId },
    ],
  };
}

export interface Measure {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  token?: string;
  /** A body per request (unique orders); a fixed body otherwise. */
  body?: (n: number) => unknown;
  port: number;
  connections?: number;
  /** The server's process: its CPU time per answer is reported (it does not move with other processes' load as req/s does). */
  server?: ChildProcess;
}

export interface Figures {
  measure: string;
  'req/s': number;
  p50_ms: number;
  p99_ms: number;
  timeouts: number;
  errors: number;
  /** Answers that were not a success (HTTP >= 400 or an envelope returnCode other than 00/200). */
  refused: number;
  /** Server CPU per answer, when the measure names the server's process. */
  'server CPU ms'?: number;
  load: string;
}

let sequence = Math.floor(Date.now() / 1000) % 1_000_000;

/** One autocannon run; counts refusals from the answers themselves, not only HTTP statuses. */
export async function measure(m: Measure, seconds = FULL ? 30 : 5): Promise<Figures> {
  let refused = 0;
  const cpuBefore = m.server && cpuMs(m.server);
  const result = await autocannon({
    url: `http://127.0.0.1:${m.port}`,
    connections: m.connections ?? 50,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: m.method ?? 'POST',
        path: m.path,
        headers: { 'content-type': 'application/json', ...(m.token && { authorization: m.token }) },
        ...(m.method !== 'GET' && {
          setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(m.body ? m.body(sequence++) : {}) }),
        }),
        onResponse: (status: number, body: string) => {
          if (status >= 400 || /"returnCode":"(?!00"|200")/.test(body)) refused++;
        },
      },
    ],
  });
  return {
    measure: m.name,
    'req/s': Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    refused,
    ...(m.server && cpuBefore !== undefined && result.requests.total > 0 && { 'server CPU ms': Number(((cpuMs(m.server) - cpuBefore) / result.requests.total).toFixed(2)) }),
    load: loadAverage(),
  };
}

/** A CPU-bound process beside the server (another tenant of the two cores). */
export function startCpuHog(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
}
