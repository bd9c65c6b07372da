// The server under load (issue 19): autocannon, 50 connections, against the portal in its own process beside a bare
// Fastify route in the same run, on PGlite and on PostgreSQL (a database of the bench's own), with orders already
// stored. Prints req/s, p50, p99, timeouts and refusals per call, the load average beside them, and idle RSS.
// `npm run bench -- server-load` (10,000 orders, 5 s each); `npm run bench -- server-load --full` (100,000, 30 s);
// `--saves-only` measures only the order save (with the server's CPU per save), `--lists-only` only the order and
// policy lists, `--pglite-only` only the embedded database, `--pg-only` only PostgreSQL. BENCH_HELLO_PORT / BENCH_PORTAL_PORT move its ports.
// `--commit-diagnostic` adds, on PostgreSQL, the order save again with commits that do not wait for the disk
// (`synchronous_commit = off` on the bench's database only, never the server's setting): the share of the p99 that
// is the disk's flush (decision 023).
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { ADMIN_URL, type Figures, FULL, freshPgDatabase, loadAverage, measure, prepare, rssMb, startCpuHog, startHello, startPortal, stop, uniqueTravelOrder, untilIdle } from './load/harness';

const ORDERS = FULL ? 100_000 : 10_000;
// Overridable so two benches can run side by side on one machine.
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 8961);
const PORTAL_PORT = Number(process.env.BENCH_PORTAL_PORT ?? 8962);
const databases = process.argv.includes('--pglite-only') ? ['pglite'] : process.argv.includes('--pg-only') ? ['postgres'] : ['pglite', 'postgres'];
const SAVES_ONLY = process.argv.includes('--saves-only');
// Without saves, which would grow the table between runs.
const LISTS_ONLY = process.argv.includes('--lists-only');
const COMMIT_DIAGNOSTIC = process.argv.includes('--commit-diagnostic');

const settle = () => new Promise((done) => setTimeout(done, 3_000));

async function run(kind: string): Promise<{ figures: Figures[]; memory: Record<string, number | string> }> {
  const databaseUrl = kind === 'postgres' ? await freshPgDatabase('bench_load') : undefined;
  const prepared = await prepare(databaseUrl, ORDERS);
  let portal: ChildProcess | undefined;
  let hello: ChildProcess | undefined;
  try {
    hello = await startHello(HELLO_PORT);
    portal = await startPortal({ port: PORTAL_PORT, dataDir: prepared.dataDir, databaseUrl });
    const started = rssMb(portal);
    await untilIdle(portal);
    const idle = rssMb(portal);
    const agent = { port: PORTAL_PORT, token: prepared.token, server: portal };
    const figures = [await measure({ name: 'bare Fastify hello', method: 'GET', path: '/hello', port: HELLO_PORT })];
    if (!SAVES_ONLY && !LISTS_ONLY) figures.push(await measure({ name: 'product list', method: 'GET', path: '/api/storefront/products', port: PORTAL_PORT, server: portal }));
    if (!LISTS_ONLY) {
      // A running server has its statements prepared and its code compiled: the figures are of one that has.
      await measure({ name: 'warm-up', path: '/api/policy/saveOrder', body: uniqueTravelOrder, ...agent }, 2);
      figures.push(await measure({ name: 'order save (travel, 2 insureds)', path: '/api/policy/saveOrder', body: uniqueTravelOrder, ...agent }));
    }
    // Alone, the lists would be measured on a cold server (the saves warm it otherwise).
    else await measure({ name: 'warm-up', path: '/api/authorization/queryOrderPage', body: () => ({ pageNum: 1, pageSize: 10 }), ...agent }, 2);
    if (!SAVES_ONLY) {
      figures.push(
        await measure({ name: 'order list (page 1)', path: '/api/authorization/queryOrderPage', body: () => ({ pageNum: 1, pageSize: 10 }), ...agent }),
        await measure({ name: 'order list (unpaid)', path: '/api/authorization/queryOrderPage', body: () => ({ pageNum: 1, pageSize: 10, status: 'unpaid' }), ...agent }),
        await measure({ name: 'policy list (page 1)', path: '/api/policy/queryPolicyList', body: () => ({ pageSize: 10 }), ...agent }),
      );
    }
    if (!LISTS_ONLY) {
      const hog = startCpuHog();
      try {
        figures.push(await measure({ name: 'order save, CPU hog beside', path: '/api/policy/saveOrder', body: uniqueTravelOrder, ...agent }));
      } finally {
        await stop(hog);
      }
    }
    if (COMMIT_DIAGNOSTIC && databaseUrl && !LISTS_ONLY) {
      await stop(portal);
      await commitsWithoutFlush(databaseUrl);
      portal = await startPortal({ port: PORTAL_PORT, dataDir: prepared.dataDir, databaseUrl });
      await untilIdle(portal);
      const unflushed = { port: PORTAL_PORT, token: prepared.token, server: portal };
      await measure({ name: 'warm-up', path: '/api/policy/saveOrder', body: uniqueTravelOrder, ...unflushed }, 2);
      figures.push(await measure({ name: 'order save, commit not waiting for the disk (diagnostic)', path: '/api/policy/saveOrder', body: uniqueTravelOrder, ...unflushed }));
    }
    await settle();
    return { figures: figures.map((row) => ({ ...row, measure: `${kind}: ${row.measure}` })), memory: { database: kind, 'RSS at start (MB)': started, 'RSS idle (MB)': idle, 'RSS after load (MB)': rssMb(portal) } };
  } finally {
    if (portal) await stop(portal);
    if (hello) await stop(hello);
  }
}

/** The bench database's sessions commit without waiting for the WAL flush (new connections only: the portal restarts). */
async function commitsWithoutFlush(databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE ${new URL(databaseUrl).pathname.slice(1)} SET synchronous_commit = off`);
  } finally {
    await admin.end();
  }
}

console.log(`${ORDERS} orders stored before the run; 50 connections; load average at start ${loadAverage()}`);
const memory: Record<string, number | string>[] = [];
for (const kind of databases) {
  const result = await run(kind);
  console.table(result.figures);
  memory.push(result.memory);
}
console.table(memory);
