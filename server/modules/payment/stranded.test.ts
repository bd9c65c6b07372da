import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { travelOrderRequest } from '../../../tests/fixtures/orders';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { DEMO_AGENT } from '../../demo/seed';
import { enqueueJob, runDueJobs } from '../../jobs/queue';
import { issueToken } from '../../sales/tokens';
import { RECONCILE_AFTER_MS } from './reconcile';

let t: TestApp;
let agentToken: string;
beforeAll(async () => {
  t = await createTestApp();
  agentToken = await issueToken(t.database.db, { subjectType: 'agent', subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id });
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { authorization: agentToken } });

async function placeOrder(seq: number): Promise<string> {
  const res = await post('/api/policy/saveOrder', travelOrderRequest(seq));
  expect(res.json().returnCode).toBe('00');
  return res.json().data.policyId;
}

/** The payer paid at the cashier, and the server died before the notification was applied: nobody told us. */
async function paidWithoutNotification(orderId: string): Promise<string> {
  const res = await post('/api/policy/onlinePayPolicy', { policyId: orderId, payMethod: '0' });
  const tradeNo = String(res.json().content.payUrl).split('/').at(-1)!;
  await t.app.sales.gateway.finish(tradeNo, 'SUCCESS');
  return tradeNo;
}

const statusOf = async (orderId: string) =>
  (await t.database.db.selectFrom('sales_order').select(['status', 'refund_reason']).where('id', '=', orderId).executeTakeFirstOrThrow());
const refundsOf = (tradeNo: string) => t.database.db.selectFrom('sandbox_refund').selectAll().where('trade_no', '=', tradeNo).execute();

async function reconcileAt(now: Date) {
  await enqueueJob(t.database.db, { kind: 'reconcile-payments', payload: {}, runAt: now, dedupeKey: `reconcile-test@${now.getTime()}` });
  return runDueJobs(t.database.db, t.app.jobHandlers, now);
}

describe('money never stranded', () => {
  it('the reconciler finds a paid trade nobody was told about and issues the policy', async () => {
    const orderId = await placeOrder(601);
    await paidWithoutNotification(orderId);
    await reconcileAt(new Date(Date.now() + RECONCILE_AFTER_MS + 1000));
    expect((await statusOf(orderId)).status).toBe('issued');
  });

  it('an order expiring with a paid trade open is issued, not expired with the money kept', async () => {
    const orderId = await placeOrder(602);
    const tradeNo = await paidWithoutNotification(orderId);
    await runDueJobs(t.database.db, t.app.jobHandlers, new Date(Date.now() + 31 * 60_000));
    expect((await statusOf(orderId)).status).toBe('issued');
    expect(await refundsOf(tradeNo)).toEqual([]);
  });

  it('money on a trade already marked expired is refunded by the reconciler', async () => {
    const orderId = await placeOrder(603);
    const tradeNo = await paidWithoutNotification(orderId);
    // What a server without the reconciler left behind: order and payment expired, the trade paid.
    await t.database.db.updateTable('sales_order').set({ status: 'expired' }).where('id', '=', orderId).execute();
    await t.database.db.updateTable('payment').set({ status: 'expired', finished_at: new Date() }).where('gateway_trade_no', '=', tradeNo).execute();
    await reconcileAt(new Date(Date.now() + 60_000));
    const payment = await t.database.db.selectFrom('payment').select('status').where('gateway_trade_no', '=', tradeNo).executeTakeFirstOrThrow();
    expect(payment.status).toBe('refunded');
    expect(await refundsOf(tradeNo)).toHaveLength(1);
  });
});

describe('one person, one policy per period, at payment and issuance too', () => {
  it('two unpaid orders for the same people and dates: the second payment is refunded with a message', async () => {
    const first = await placeOrder(610);
    const second = await placeOrder(610);
    await paidWithoutNotification(first);
    const secondTrade = await paidWithoutNotification(second);
    expect((await post('/api/pay/selectYtPayStatus', { policyId: first })).json().returnCode).toBe('00');
    const refused = (await post('/api/pay/selectYtPayStatus', { policyId: second })).json();
    expect(refused.returnCode).toBe('1061');
    expect(refused.returnMsg).toContain('同一期间只能投保一份');
    expect(await refundsOf(secondTrade)).toHaveLength(1);
    const messages = await t.database.db.selectFrom('outbox_message').select('body').execute();
    const refusal = messages.map((row) => t.app.sales.sensitive.decrypt(row.body)).find((text) => text.includes(second));
    expect(refusal).toContain('已付保费将原路退回');

    await runDueJobs(t.database.db, t.app.jobHandlers, new Date());
    expect((await statusOf(first)).status).toBe('issued');
    expect((await statusOf(second)).status).toBe('refunded');
  });

  it('a balance payment for a person already covered is refused before any money moves', async () => {
    const first = await placeOrder(611);
    const second = await placeOrder(611);
    const pay = (policyId: string) => post('/api/policy/balancePayPolicy', { policyId, loginName: DEMO_AGENT.loginName, password: DEMO_AGENT.password });
    expect((await pay(first)).json().returnCode).toBe('00');
    expect((await pay(second)).json().returnCode).toBe('1061');
    expect((await statusOf(second)).status).toBe('unpaid');
  });

  it('a gateway payment for a person already covered is refused before the cashier opens', async () => {
    const first = await placeOrder(614);
    const second = await placeOrder(614);
    await paidWithoutNotification(first);
    expect((await post('/api/pay/selectYtPayStatus', { policyId: first })).json().returnCode).toBe('00');
    const refused = (await post('/api/policy/onlinePayPolicy', { policyId: second, payMethod: '0' })).json();
    expect(refused).toMatchObject({ returnCode: '1061', returnMsg: expect.stringContaining('同一期间只能投保一份') });
    expect(await t.database.db.selectFrom('payment').select('id').where('order_id', '=', second).execute()).toEqual([]);
    expect((await statusOf(second)).status).toBe('unpaid');
  });

  it('a cancelled policy no longer covers its person: a new order for the same dates is paid and issued', async () => {
    const first = await placeOrder(613);
    await paidWithoutNotification(first);
    expect((await post('/api/pay/selectYtPayStatus', { policyId: first })).json().returnCode).toBe('00');
    await runDueJobs(t.database.db, t.app.jobHandlers, new Date());
    expect((await statusOf(first)).status).toBe('issued');
    await t.database.db.updateTable('policy').set({ status: 'cancelled' }).where('order_id', '=', first).execute();
    const second = await placeOrder(613);
    await paidWithoutNotification(second);
    expect((await post('/api/pay/selectYtPayStatus', { policyId: second })).json().returnCode).toBe('00');
    await runDueJobs(t.database.db, t.app.jobHandlers, new Date());
    expect((await statusOf(second)).status).toBe('issued');
  });

  it('two orders paid at the same moment (neither saw the other): issuance issues one and refunds the other', async () => {
    const first = await placeOrder(612);
    const second = await placeOrder(612);
    const paidAt = new Date();
    await t.database.db.updateTable('sales_order').set({ status: 'paid', paid_at: paidAt }).where('id', 'in', [first, second]).execute();
    for (const id of [first, second]) await enqueueJob(t.database.db, { kind: 'issue-policy', payload: { orderId: id }, dedupeKey: `race:${id}` });
    await runDueJobs(t.database.db, t.app.jobHandlers, new Date());
    const statuses = [(await statusOf(first)).status, (await statusOf(second)).status].sort();
    expect(statuses).toEqual(['issued', 'refunded']);
  });
});
