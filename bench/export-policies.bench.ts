// Prints the time and peak memory (RSS, heap) of exporting 5,000 policies (--full: 100,000) as a streamed .xlsx,
// beside the same process idle: seeds the policies with SQL, then drains the export as a client would.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import { exportPolicies } from '../server/modules/policy-manage/exports';
import { DEMO_AGENT } from '../server/demo/seed';
import { createTestApp } from '../tests/helpers/test-app';

const POLICIES = process.argv.includes('--full') ? 100_000 : 5_000;
const t = await createTestApp();
const db = t.database.db;

const seedStart = performance.now();
await sql`
  INSERT INTO sales_order (id, agent_id, product_code, plan_code, status, start_date, end_date, premium_fen, holder_type, holder_name,
    holder_id_type, holder_id_number_enc, holder_id_number_bidx, holder_phone_enc, holder_phone_bidx, details, expires_at, created_at)
  SELECT 'B' || lpad(n::text, 9, '0'), ${DEMO_AGENT.id}, 'aszxty', 'A', 'issued', '2026-12-01', '2027-11-30', 30000 + n, 'C',
    '示例企业' || n || '号有限公司', '03', 'v1:x', 'bidx' || n, 'v1:x', 'pidx' || n,
    '{"productName":"团体意外险","productType":"group-accident"}', now(), now() - n * interval '1 second'
  FROM generate_series(1, ${POLICIES}) AS n`.execute(db);
await sql`
  INSERT INTO order_insured (order_id, seq, name, id_type, id_number_enc, id_number_bidx, premium_fen)
  SELECT 'B' || lpad(n::text, 9, '0'), s, '被保险人' || s, '1', 'v1:x', 'i' || n || '-' || s, 10000
  FROM generate_series(1, ${POLICIES}) AS n, generate_series(0, 2) AS s`.execute(db);
await sql`
  INSERT INTO policy (policy_no, order_id, pdf_key, pdf_bytes, pdf_pages, issued_at)
  SELECT 'EPB' || lpad(n::text, 9, '0'), 'B' || lpad(n::text, 9, '0'), 'none', 0, 1, now() FROM generate_series(1, ${POLICIES}) AS n`.execute(db);
console.log(`seeded ${POLICIES} policies (3 insureds each) on ${t.database.kind} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

const mb = (bytes: number) => +(bytes / 1024 / 1024).toFixed(1);
function sampleMemory() {
  const peak = { rss: 0, heapUsed: 0 };
  const take = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
  };
  take();
  const timer = setInterval(take, 10);
  return () => {
    clearInterval(timer);
    take();
    return peak;
  };
}

global.gc?.();
const idle = sampleMemory();
await new Promise((resolve) => setTimeout(resolve, 500));
const idlePeak = idle();

let bytes = 0;
const stop = sampleMemory();
const start = performance.now();
await pipeline(
  exportPolicies(t.app.sales, { kind: 'agent', agentId: DEMO_AGENT.id }, {}),
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  }),
);
const seconds = (performance.now() - start) / 1000;
const peak = stop();

console.table({
  'idle (same process, after seeding)': { seconds: 0, rss_mb: mb(idlePeak.rss), heap_mb: mb(idlePeak.heapUsed), xlsx_kb: 0 },
  [`export ${POLICIES} policies`]: { seconds: +seconds.toFixed(2), rss_mb: mb(peak.rss), heap_mb: mb(peak.heapUsed), xlsx_kb: Math.round(bytes / 1024) },
});
console.log(`${Math.round(POLICIES / seconds)} policies/s; peak heap above idle: ${mb(peak.heapUsed - idlePeak.heapUsed)} MB`);
await t.close();
