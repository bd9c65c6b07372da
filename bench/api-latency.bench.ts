// Prints latencies of the sale path through the real app (in-process, in-memory PGlite or DATABASE_URL):
// save an order, open a payment, confirm at the cashier, poll, issue the policy (PDF), query and download it.
import { DEMO_AGENT } from '../server/demo/seed';
import { runDueJobs } from '../server/jobs/queue';
import { issueToken } from '../server/sales/tokens';
import { travelOrderRequest } from '../tests/fixtures/orders';
import { createTestApp } from '../tests/helpers/test-app';

const ROUNDS = 15;
const t = await createTestApp();
const token = await issueToken(t.database.db, { subjectType: 'agent', subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id });
const timings: Record<string, number[]> = {};
const pdfBytes: number[] = [];

async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  timings[name] = [...(timings[name] ?? []), performance.now() - start];
  return result;
}
const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: token } });

for (let round = 0; round < ROUNDS; round += 1) {
  const order = travelOrderRequest(round + 1000);
  const saved = await timed('save order', () => post('/api/policy/saveOrder', order));
  const policyId: string = saved.json().data.policyId;
  const pay = await timed('open QR payment', () => post('/api/policy/onlinePayPolicy', { policyId, payMethod: '3' }));
  const tradeNo = String(pay.json().content.payUrl).split('/').at(-1);
  await timed('poll (pending)', () => post('/api/pay/selectYtPayStatus', { policyId }));
  await timed('cashier confirm + notify', () =>
    t.app.inject({ method: 'POST', url: `/api/sandbox-pay/cashier/${tradeNo}`, payload: 'outcome=confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  );
  await timed('issue policy (PDF, store, outbox)', () => runDueJobs(t.app.sales.db, t.app.jobHandlers, new Date()));
  const status = await timed('poll (issued)', () => post('/api/pay/selectYtPayStatus', { policyId }));
  const policyNo: string = status.json().content.policyNo;
  // The holder query allows 10 tries per 10 minutes from one address.
  if (round < 10) {
    await timed('holder query', () =>
      t.app.inject({ method: 'POST', url: '/api/policy/holderQuery', payload: { holderPhone: order.salPolicyHolder.holderPhone, holderIdNumber: order.salPolicyHolder.holderIdNumber } }),
    );
  }
  const pdf = await timed('download e-policy (agent)', () => t.app.inject({ method: 'GET', url: `/api_xxpl/policy/pdfPreview/${policyNo}`, headers: { authorization: token } }));
  pdfBytes.push(pdf.rawPayload.length);
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
console.log(`${ROUNDS} rounds on ${t.database.kind}`);
console.table(
  Object.fromEntries(Object.entries(timings).map(([name, values]) => [name, { p50_ms: +percentile(values, 0.5).toFixed(1), p95_ms: +percentile(values, 0.95).toFixed(1) }])),
);
console.log(`e-policy PDF: ${Math.min(...pdfBytes)}-${Math.max(...pdfBytes)} bytes`);
await t.close();
