import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInBeijing } from '../../../domain/validators';
import { travelOrderRequest } from '../../../tests/fixtures/orders';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { DEMO_AGENT } from '../../demo/seed';
import { enqueueJob, runDueJobs } from '../../jobs/queue';
import { issueToken } from '../../sales/tokens';

const OPS_TOKEN = 'ops-token-for-the-tests-0123456789';

let t: TestApp;
let agentToken: string;
beforeAll(async () => {
  t = await createTestApp({ config: { OPS_TOKEN } });
  agentToken = await issueToken(t.database.db, { subjectType: 'agent', subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id });
}, 90_000);
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { authorization: agentToken } });

/** An order paid at the sandbox cashier, its notification applied: a payment on both sides of the books. */
async function paidOrder(seq: number): Promise<{ tradeNo: string; paymentId: string }> {
  const orderId = (await post('/api/policy/saveOrder', travelOrderRequest(seq))).json().data.policyId;
  const res = await post('/api/policy/onlinePayPolicy', { policyId: orderId, payMethod: '0' });
  const tradeNo = String(res.json().content.payUrl).split('/').at(-1)!;
  const trade = await t.app.sales.gateway.finish(tradeNo, 'SUCCESS');
  const { notification, signature } = t.app.sales.gateway.notificationOf(trade);
  await t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: notification, headers: { 'x-sandbox-signature': signature } });
  return { tradeNo, paymentId: trade.paymentId };
}

describe('the daily reconciliation of the statements', () => {
  it('reports planted differences (an amount, money we never booked) on the operators page, and nothing else', async () => {
    await paidOrder(901);
    const changed = await paidOrder(902);
    // Planted: the provider says another amount for one payment, and lists a payment we never recorded.
    await t.database.db.updateTable('sandbox_trade').set({ amount_fen: 1 }).where('trade_no', '=', changed.tradeNo).execute();
    await t.database.db
      .insertInto('sandbox_trade')
      .values({ trade_no: 'SBXPLANTED', out_trade_no: 'PAYNOTOURS', amount_fen: 999, subject: 'x', status: 'SUCCESS', return_url: 'http://localhost/', expires_at: new Date(), finished_at: new Date() })
      .execute();

    const today = todayInBeijing();
    await enqueueJob(t.database.db, { kind: 'check-statements', payload: { billDate: today }, dedupeKey: `statements-test@${today}` });
    await runDueJobs(t.database.db, t.app.jobHandlers, new Date());

    const page = await t.app.inject({ method: 'GET', url: `/api/ops/statement-checks?date=${today}`, headers: { authorization: `Bearer ${OPS_TOKEN}` } });
    expect(page.json().returnCode).toBe('00');
    const [check] = page.json().content;
    expect(check).toMatchObject({ provider: 'sandbox', billDate: today });
    expect(check.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'payment', ref: changed.paymentId, problem: 'amount', theirsFen: 1 }),
        { kind: 'payment', ref: 'PAYNOTOURS', problem: 'missing-ours', oursFen: null, theirsFen: 999 },
      ]),
    );
    expect(check.differences).toHaveLength(2);
  });

  it('the operators page needs the operators token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/statement-checks' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/statement-checks', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
  });
});
