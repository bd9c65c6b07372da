// Issue 19: a product query's latency while the portal reads a burst of ID card photos, over HTTP, against the
// server as `npm start` runs it. OCR runs in its own thread (decision 030), so the request thread must stay free:
// the goal is a p99 under 50 ms. Queries come at a steady 100 a second (people browsing, not a flood that would
// measure queueing instead), first on a quiet server, then while six agents each send ten photos at once.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { syntheticSet } from '../tests/fixtures/synthetic-set';
import { loadAverage, prepare, startHello, startPortal, stop } from './load/harness';

// Overridable so two benches can run side by side on one machine.
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? 8963);
const PORTAL_PORT = Number(process.env.BENCH_PORTAL_PORT ?? 8964);
const AGENTS = 6;
const PHOTOS_EACH = 10;

async function steadyQueries(port: number, path: string): Promise<Record<string, number | string>> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: 4, overallRate: 100, duration: 5, timeout: 10 });
  return { 'req/s': Math.round(result.requests.average), p50_ms: result.latency.p50, p99_ms: result.latency.p99, max_ms: result.latency.max, non2xx: result.non2xx, load: loadAverage() };
}

const photos = (await syntheticSet({ kind: 'idCard', variant: 'photo', count: PHOTOS_EACH })).map((photo) => readFileSync(photo.file).toString('base64'));
const prepared = await prepare(undefined, 100);
const hello = await startHello(HELLO_PORT);
const portal = await startPortal({ port: PORTAL_PORT, dataDir: prepared.dataDir });
try {
  const query = '/api/product/queryPlans?productCode=hoschengen';
  // Loads the OCR models first, so the burst measures reading, not the cold start.
  const sendPhotos = (count: number) =>
    fetch(`http://127.0.0.1:${PORTAL_PORT}/api/certificate/analysisImages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: prepared.token },
      body: JSON.stringify(photos.slice(0, count).map((imageBase64, index) => ({ imageBase64, imageType: 'face', index }))),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as { returnCode: string } }));
  await sendPhotos(1);
  const rows: Record<string, Record<string, number | string>> = {
    'bare Fastify hello': await steadyQueries(HELLO_PORT, '/hello'),
    'product query, quiet': await steadyQueries(PORTAL_PORT, query),
  };
  const started = performance.now();
  const burst = Promise.all(Array.from({ length: AGENTS }, () => sendPhotos(PHOTOS_EACH)));
  rows[`product query, ${AGENTS} x ${PHOTOS_EACH} photos in flight`] = await steadyQueries(PORTAL_PORT, query);
  const answers = await burst;
  console.table(rows);
  const read = answers.filter((answer) => answer.body.returnCode === '00').length;
  console.log(`burst: ${read} of ${AGENTS} requests of ${PHOTOS_EACH} photos read, ${AGENTS - read} refused as busy; all answered in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await stop(portal);
  await stop(hello);
}
