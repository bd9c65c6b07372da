import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInBeijing } from '../../../domain/validators';
import { travelOrderRequest } from '../../../tests/fixtures/orders';
import { alipayTestKeys, type FakeAlipay, startFakeAlipay } from '../../../tests/fakes/alipay';
import { type FakeWechatPay, startFakeWechatPay, wechatTestKeys } from '../../../tests/fakes/wechat-pay';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { DEMO_AGENT } from '../../demo/seed';
import { enqueueJob, runDueJobs } from '../../jobs/queue';
import { policyAccess, QUERY_ACCESS_MS } from '../../sales/policy-access';
import { issueToken } from '../../sales/tokens';

const OPS_TOKEN = 'ops-token-for-the-provider-statements';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

let t: TestApp;
let wechat: FakeWechatPay;
let alipay: FakeAlipay;
let agentToken: string;
/** The server's log lines (JSON), where the daily check reports too. */
const logLines: { msg?: string; provider?: string; differences?: number }[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(JSON.parse(String(chunk)));
    done();
  },
});
beforeAll(async () => {
  const wx = wechatTestKeys();
  const ali = alipayTestKeys();
  [wechat, alipay] = await Promise.all([startFakeWechatPay(wx), startFakeAlipay(ali)]);
  t = await createTestApp({
    server: { logger: { level: 'warn', stream: logStream } },
    config: {
      OPS_TOKEN,
      PUBLIC_URL: 'https://portal.example.cn',
      // Method 0 pays through WeChat Pay, method 3 through Alipay.
      PAY_METHOD_GATEWAYS: '0=wechat,3=alipay',
      WECHAT_PAY_MCHID: wx.mchid,
      WECHAT_PAY_APPID: wx.appid,
      WECHAT_PAY_MERCHANT_SERIAL: wx.merchantSerial,
      WECHAT_PAY_PRIVATE_KEY: wx.merchantPrivateKey,
      WECHAT_PAY_PUBLIC_KEY_ID: wx.platformSerial,
      WECHAT_PAY_PUBLIC_KEY: wx.platformPublicKey,
      WECHAT_PAY_API_V3_KEY: wx.apiV3Key,
      WECHAT_PAY_BASE_URL: wechat.baseUrl,
      ALIPAY_APP_ID: ali.appId,
      ALIPAY_PRIVATE_KEY: ali.appPrivateKey,
      ALIPAY_PUBLIC_KEY: ali.alipayPublicKey,
      ALIPAY_GATEWAY: alipay.gateway,
    },
  });
  agentToken = await issueToken(t.database.db, { subjectType: 'agent', subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id });
}, 90_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([wechat?.close(), alipay?.close()]);
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: agentToken, ...headers } });

/** An order paid at the provider and its signed notification applied: the payment is on both sides. */
async function paid(seq: number, provider: 'wechat' | 'alipay'): Promise<string> {
  const orderId = (await post('/api/policy/saveOrder', travelOrderRequest(seq))).json().data.policyId;
  const res = await post('/api/policy/onlinePayPolicy', { policyId: orderId, payMethod: provider === 'wechat' ? '0' : '3' }, { 'user-agent': provider === 'wechat' ? DESKTOP_UA : PHONE_UA });
  expect(res.json().returnCode).toBe('00');
  const payment = await t.database.db.selectFrom('payment').select(['id', 'amount_fen']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  if (provider === 'wechat') {
    wechat.pay(payment.id);
    const { headers, body } = wechat.paymentNotification(payment.id);
    expect((await t.app.inject({ method: 'POST', url: '/api/pay/notify/wechat', payload: body, headers })).statusCode).toBe(200);
  } else {
    alipay.pay(payment.id);
    const form = alipay.notification(payment.id);
    const res = await t.app.inject({ method: 'POST', url: '/api/pay/notify/alipay', payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.body).toBe('success');
  }
  return payment.id;
}

/** The paid order's policy is issued, then cancelled: its premium goes back through the gateway it came from. */
async function refunded(seq: number, provider: 'wechat' | 'alipay'): Promise<string> {
  const paymentId = await paid(seq, provider);
  await runDueJobs(t.database.db, t.app.jobHandlers, new Date());
  const { policy_no: policyNo } = await t.database.db
    .selectFrom('policy')
    .innerJoin('payment', 'payment.order_id', 'policy.order_id')
    .select('policy.policy_no')
    .where('payment.id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const access = policyAccess(t.app.sales.settings.dataKey).issue(policyNo, QUERY_ACCESS_MS);
  const refundNo: string = (await post('/api/authorization/policyOperation/cancelTB', { policyNo, access, idempotencyKey: `statements-${seq}` })).json().content.refundNo;
  await runDueJobs(t.database.db, t.app.jobHandlers, new Date());
  if (provider === 'wechat') {
    wechat.completeRefund(refundNo);
    const { headers, body } = wechat.refundNotification(refundNo);
    expect((await t.app.inject({ method: 'POST', url: '/api/pay/notify/wechat', payload: body, headers })).statusCode).toBe(200);
  }
  const { status } = await t.database.db.selectFrom('gateway_refund').select('status').where('refund_no', '=', refundNo).executeTakeFirstOrThrow();
  expect(status).toBe('success');
  return refundNo;
}

/** The report's order: by kind, then reference. */
const byKindAndRef = (a: { kind: string; ref: string }, b: { kind: string; ref: string }) => `${a.kind}:${a.ref}`.localeCompare(`${b.kind}:${b.ref}`);

describe('the daily reconciliation against WeChat Pay’s and Alipay’s downloaded bills', () => {
  it('reports the differences planted at each provider, and nothing else', async () => {
    const wxRefund = await refunded(931, 'wechat');
    const wxChanged = await paid(932, 'wechat');
    const aliRefund = await refunded(933, 'alipay');
    const aliChanged = await paid(934, 'alipay');
    const aliLost = await paid(935, 'alipay');
    const ours = Number((await t.database.db.selectFrom('payment').select('amount_fen').where('id', '=', wxChanged).executeTakeFirstOrThrow()).amount_fen);

    // Planted at WeChat Pay: another amount for one payment, a payment we never booked.
    wechat.trades.get(wxChanged)!.total = 1;
    wechat.refunds.get(wxRefund)!.refund = 7;
    wechat.trades.set('PAYWXNOTOURS', { outTradeNo: 'PAYWXNOTOURS', kind: 'native', total: 4_200, state: 'SUCCESS', notifyUrl: '', paidAt: new Date() });
    // Planted at Alipay: another amount, and a payment of ours its bill does not list.
    alipay.trades.get(aliChanged)!.total = '0.02';
    alipay.trades.get(aliLost)!.paidAt = undefined;
    // …and a refund of ours it dates to another day.
    for (const trade of alipay.trades.values()) trade.refunded.get(aliRefund)?.at.setTime(Date.now() - 3 * 86_400_000);

    const today = todayInBeijing();
    await enqueueJob(t.database.db, { kind: 'check-statements', payload: { billDate: today }, dedupeKey: `provider-statements@${today}` });
    await runDueJobs(t.database.db, t.app.jobHandlers, new Date());

    const res = await t.app.inject({ method: 'GET', url: `/api/ops/statement-checks?date=${today}`, headers: { authorization: `Bearer ${OPS_TOKEN}` } });
    const checks = Object.fromEntries((res.json().content as { provider: string; differences: unknown[] }[]).map((check) => [check.provider, check.differences]));
    expect(Object.keys(checks).sort()).toEqual(['alipay', 'sandbox', 'wechat']);
    expect(checks.sandbox).toEqual([]);
    expect(checks.wechat).toEqual([
      { kind: 'payment', ref: 'PAYWXNOTOURS', problem: 'missing-ours', oursFen: null, theirsFen: 4_200 },
      { kind: 'payment', ref: wxChanged, problem: 'amount', oursFen: ours, theirsFen: 1 },
      { kind: 'refund', ref: wxRefund, problem: 'amount', oursFen: ours, theirsFen: 7 },
    ].sort(byKindAndRef));
    expect(checks.alipay).toEqual(
      [
        { kind: 'payment', ref: aliChanged, problem: 'amount', oursFen: ours, theirsFen: 2 },
        { kind: 'payment', ref: aliLost, problem: 'missing-theirs', oursFen: ours, theirsFen: null },
        { kind: 'refund', ref: aliRefund, problem: 'missing-theirs', oursFen: ours, theirsFen: null },
      ].sort(byKindAndRef),
    );
    expect(wechat.badSignatures + alipay.badSignatures).toBe(0);
    const logged = logLines.filter((line) => line.msg === 'statement differences');
    expect(logged.map(({ provider, differences }) => ({ provider, differences })).sort((a, b) => String(a.provider).localeCompare(String(b.provider)))).toEqual([
      { provider: 'alipay', differences: 3 },
      { provider: 'wechat', differences: 3 },
    ]);
  });
});
