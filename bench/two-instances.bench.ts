// Horizontal scale (issue 19): two portal processes on one PostgreSQL and Redis, as behind a load balancer. Saves
// from 50 connections split over both (combined throughput beside a bare Fastify route of the same run); then
// orders paid through either, issued by the job workers of both racing; prints the duplicate issuance count,
// which must be 0, and whether each instance reads e-policies the other stored. `npm run bench -- two-instances`.
import { Agent, request } from 'node:http';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/database';
import { DEMO_AGENT } from '../server/demo/seed';
import { type Figures, FULL, freshPgDatabase, loadAverage, measure, prepare, startHello, startPortal, stop, uniqueTravelOrder } from './load/harness';

const PORTS = [8963, 8964];
const HELLO_PORT = 8961;
const PAYMENTS = FULL ? 1_000 : 40;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

function post(port: number, path: string, payload: unknown, headers: Record<string, string>, localAddress: string): Promise<{ returnCode?: string }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(payload);
    const agent = new Agent({ localAddress });
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          agent.destroy();
          resolve(JSON.parse(Buffer.concat(chunks).toString()));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const databaseUrl = await freshPgDatabase('bench_load_b');
const prepared = await prepare(databaseUrl, FULL ? 20_000 : 500);
const database = await openDatabase({ url: databaseUrl });
await database.db.updateTable('agent').set({ balance_fen: '100000000000' }).where('id', '=', DEMO_AGENT.id).execute();
const hello = await startHello(HELLO_PORT);
const portals = await Promise.all(PORTS.map((port, i) => startPortal({ port, dataDir: `${prepared.dataDir}/instance-${i}`, databaseUrl, redisUrl: REDIS_URL, jobWorkers: 2 })));
try {
  console.log(`two instances on PostgreSQL + Redis; load average at start ${loadAverage()}`);
  const figures: Figures[] = [await measure({ name: 'bare Fastify hello', method: 'GET', path: '/hello', port: HELLO_PORT })];
  const halves = await Promise.all(
    PORTS.map((port) => measure({ name: `order save via :${port}`, path: '/api/policy/saveOrder', body: uniqueTravelOrder, token: prepared.token, port, connections: 25 })),
  );
  figures.push(...halves, {
    ...halves[0],
    measure: 'order save, both instances',
    'req/s': halves[0]['req/s'] + halves[1]['req/s'],
    p50_ms: Math.max(halves[0].p50_ms, halves[1].p50_ms),
    p99_ms: Math.max(halves[0].p99_ms, halves[1].p99_ms),
    timeouts: halves[0].timeouts + halves[1].timeouts,
    errors: halves[0].errors + halves[1].errors,
    refused: halves[0].refused + halves[1].refused,
  });
  console.table(figures);

  // Paid through either instance, each buyer from its own loopback address (the pay call is limited per address).
  const unpaid = await database.db.selectFrom('sales_order').select('id').where('status', '=', 'unpaid').where('id', 'not like', 'SEED%').limit(PAYMENTS).execute();
  const started = Date.now();
  let next = 0;
  let paid = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (let n = next++; n < unpaid.length; n = next++) {
        const answer = await post(
          PORTS[n % 2],
          '/api/policy/balancePayPolicy',
          { policyId: unpaid[n].id, loginName: DEMO_AGENT.loginName, password: DEMO_AGENT.password },
          { authorization: prepared.token },
          `127.0.${10 + Math.floor(n / 250)}.${1 + (n % 250)}`,
        );
        if (answer.returnCode === '00') paid++;
      }
    }),
  );
  const ids = unpaid.map((order) => order.id);
  let issued = 0;
  while (Date.now() - started < 300_000) {
    const row = await database.db.selectFrom('sales_order').select(sql<number>`count(*)::int`.as('n')).where('id', 'in', ids).where('status', '=', 'issued').executeTakeFirstOrThrow();
    issued = row.n;
    if (issued >= paid) break;
    await new Promise((done) => setTimeout(done, 500));
  }
  const seconds = (Date.now() - started) / 1000;
  // A duplicate: a second policy for an order, a second issuing SMS for a policy, or an e-policy stored twice.
  const duplicates = await sql<{ policies: number; sms: number; pdfs: number }>`
    SELECT (SELECT count(*) - count(DISTINCT order_id) FROM policy)::int AS policies,
           (SELECT count(*) - count(DISTINCT policy_no) FROM outbox_message WHERE channel = 'sms' AND policy_no IS NOT NULL)::int AS sms,
           (SELECT count(*) FROM stored_file f WHERE f.key LIKE '%.pdf' AND NOT EXISTS (SELECT 1 FROM policy p WHERE p.pdf_key = f.key))::int AS pdfs`.execute(database.db);
  const { policies, sms, pdfs } = duplicates.rows[0];
  const sample = await database.db.selectFrom('policy').select('policy_no').where('order_id', 'in', ids).limit(1).executeTakeFirst();
  const readable = await Promise.all(
    PORTS.map(async (port) => {
      if (!sample) return false;
      const response = await fetch(`http://127.0.0.1:${port}/api_xxpl/policy/pdfPreview/${sample.policy_no}`, { headers: { authorization: prepared.token } });
      return response.status === 200 && Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString() === '%PDF-';
    }),
  );
  console.log(`paid ${paid} of ${unpaid.length} through both instances; issued ${issued} in ${seconds.toFixed(1)} s by the workers of both`);
  console.log(`duplicate issuance: ${policies + sms + pdfs} (second policies ${policies}, second SMS ${sms}, orphan e-policies ${pdfs})`);
  console.log(`an e-policy readable from each instance: ${readable.join(' / ')}; load average ${loadAverage()}`);
} finally {
  await Promise.all([...portals.map(stop), stop(hello)]);
  await database.close();
}
