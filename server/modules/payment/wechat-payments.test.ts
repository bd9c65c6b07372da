import { createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { travelOrderRequest } from '../../../tests/fixtures/orders';
import { type FakeWechatPay, type SignedNotification, startFakeWechatPay, wechatTestKeys } from '../../../tests/fakes/wechat-pay';
import { createTestApp, TEST_SIGN_SECRET, type TestApp } from '../../../tests/helpers/test-app';
import { DEMO_AGENT } from '../../demo/seed';
import { enqueueJob, runDueJobs } from '../../jobs/queue';
import { OPENID_COOKIE, signedOpenid } from '../../sales/payer';
import { policyAccess, QUERY_ACCESS_MS } from '../../sales/policy-access';
import { issueToken } from '../../sales/tokens';
import { RECONCILE_AFTER_MS } from './reconcile';
import { REFUND_ASKED_AFTER_MS } from './refunds';

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0.50';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const OPENID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';

let t: TestApp;
let fake: FakeWechatPay;
let keys: ReturnType<typeof wechatTestKeys>;
let agentToken: string;
beforeAll(async () => {
  keys = wechatTestKeys();
  fake = await startFakeWechatPay(keys);
  t = await createTestApp({
    config: {
      PUBLIC_URL: 'https://portal.example.cn',
      PAY_METHOD_GATEWAYS: '0=wechat,3=wechat',
      WECHAT_PAY_MCHID: keys.mchid,
      WECHAT_PAY_APPID: keys.appid,
      WECHAT_PAY_MERCHANT_SERIAL: keys.merchantSerial,
      // As an environment variable would carry it: line breaks written as \n.
      WECHAT_PAY_PRIVATE_KEY: keys.merchantPrivateKey.replace(/\n/g, '\\n'),
      WECHAT_PAY_PUBLIC_KEY_ID: keys.platformSerial,
      WECHAT_PAY_PUBLIC_KEY: keys.platformPublicKey,
      WECHAT_PAY_API_V3_KEY: keys.apiV3Key,
      WECHAT_PAY_BASE_URL: fake.baseUrl,
      // The official account whose web authorisation gives the payer's openid (the one WeChat Pay's appid names).
      WECHAT_MP_APPID: keys.appid,
      WECHAT_MP_SECRET: 'mp-secret-for-the-tests',
    },
  });
  agentToken = await issueToken(t.database.db, { subjectType: 'agent', subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id });
}, 90_000);
afterAll(async () => {
  await t?.close();
  await fake.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: agentToken, ...headers } });

async function placeOrder(seq: number): Promise<string> {
  const res = await post('/api/policy/saveOrder', travelOrderRequest(seq));
  expect(res.json().returnCode).toBe('00');
  return res.json().data.policyId;
}

/** Pays through WeChat Pay as the page would: in WeChat with the openid cookie (JSAPI), or on a desktop (QR code). */
async function startPayment(orderId: string, where: 'wechat' | 'desktop', payMethod = '0') {
  const headers: Record<string, string> =
    where === 'wechat' ? { 'user-agent': WECHAT_UA, cookie: `${OPENID_COOKIE}=${signedOpenid(TEST_SIGN_SECRET, OPENID)}` } : { 'user-agent': DESKTOP_UA };
  const res = await post('/api/policy/onlinePayPolicy', { policyId: orderId, payMethod }, headers);
  expect(res.json().returnCode).toBe('00');
  const payment = await t.database.db.selectFrom('payment').selectAll().where('order_id', '=', orderId).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  return { content: res.json().content, payment };
}

const notify = (notification: SignedNotification) =>
  t.app.inject({ method: 'POST', url: '/api/pay/notify/wechat', payload: notification.body, headers: notification.headers });
const orderStatus = async (orderId: string) => (await t.database.db.selectFrom('sales_order').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
const policiesOf = (orderId: string) => t.database.db.selectFrom('policy').select('policy_no').where('order_id', '=', orderId).execute();
const runJobs = (now = new Date()) => runDueJobs(t.database.db, t.app.jobHandlers, now);

describe('before paying inside WeChat', () => {
  const asks = async (payMethod: string, headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: `/api/wechat/payer?payMethod=${payMethod}`, headers })).json().content.authorise;
  const withOpenid = { cookie: `${OPENID_COOKIE}=${signedOpenid(TEST_SIGN_SECRET, OPENID)}` };

  it('sends a payer without a known openid through WeChat’s authorisation, for JSAPI payments only', async () => {
    expect(await asks('0', { 'user-agent': WECHAT_UA })).toBe(true);
    expect(await asks('0', { 'user-agent': WECHAT_UA, ...withOpenid })).toBe(false);
    // A forged openid cookie is no openid.
    expect(await asks('0', { 'user-agent': WECHAT_UA, cookie: `${OPENID_COOKIE}=${OPENID}.0000` })).toBe(true);
    // QR codes, desktops and methods WeChat Pay does not take need none.
    expect(await asks('3', { 'user-agent': WECHAT_UA })).toBe(false);
    expect(await asks('0', { 'user-agent': DESKTOP_UA })).toBe(false);
    expect(await asks('8', { 'user-agent': WECHAT_UA })).toBe(false);
  });
});

describe('WeChat Pay through the portal, against the local fake', () => {
  it('a JSAPI order inside WeChat: its signed notification and 10 duplicates issue one policy', async () => {
    const orderId = await placeOrder(701);
    const { payment, content } = await startPayment(orderId, 'wechat');
    expect(payment).toMatchObject({ gateway: 'wechat-jsapi', gateway_trade_no: payment.id, pay_url: `prepay_id=wx${payment.id}` });
    // The page pays inside WeChat with what getBrandWCPayRequest takes, signed with the merchant key.
    const { appId, timeStamp, nonceStr, package: pkg, paySign } = content.jsapi;
    expect({ appId, pkg }).toEqual({ appId: keys.appid, pkg: `prepay_id=wx${payment.id}` });
    expect(createVerify('RSA-SHA256').update(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`).verify(keys.merchantPublicKey, paySign, 'base64')).toBe(true);
    expect(fake.trades.get(payment.id)).toMatchObject({ kind: 'jsapi', openid: OPENID });

    fake.pay(payment.id);
    const notification = fake.paymentNotification(payment.id);
    const answers = await Promise.all(Array.from({ length: 11 }, () => notify(notification)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(11).fill(200));
    expect(answers.filter((res) => res.json().content.outcome === 'paid')).toHaveLength(1);
    await runJobs();
    expect(await orderStatus(orderId)).toBe('issued');
    expect(await policiesOf(orderId)).toHaveLength(1);
  });

  it('a notification with a bad signature or a tampered ciphertext changes nothing', async () => {
    const orderId = await placeOrder(702);
    const { payment } = await startPayment(orderId, 'desktop');
    expect(payment.gateway).toBe('wechat-native');
    fake.pay(payment.id);
    const genuine = fake.paymentNotification(payment.id);
    const forged = await notify({ ...genuine, headers: { ...genuine.headers, 'wechatpay-signature': Buffer.from('x'.repeat(256)).toString('base64') } });
    expect(forged.statusCode).toBe(401);
    const envelope = JSON.parse(genuine.body);
    // Its first character changed (one ciphertext in 64 already starts with "A": replacing it with "A" tampered nothing).
    const first = envelope.resource.ciphertext[0] === 'A' ? 'B' : 'A';
    envelope.resource.ciphertext = `${first}${envelope.resource.ciphertext.slice(1)}`;
    expect((await notify({ ...genuine, body: JSON.stringify(envelope) })).statusCode).toBe(401);
    await runJobs();
    expect(await orderStatus(orderId)).toBe('unpaid');
  });

  it('a lost notification is recovered by the status query of the reconciler', async () => {
    const orderId = await placeOrder(703);
    const { payment } = await startPayment(orderId, 'desktop', '3');
    fake.pay(payment.id);
    const later = new Date(Date.now() + RECONCILE_AFTER_MS + 1000);
    await enqueueJob(t.database.db, { kind: 'reconcile-payments', payload: {}, runAt: later, dedupeKey: `wx-reconcile@${later.getTime()}` });
    await runJobs(later);
    expect(await orderStatus(orderId)).toBe('issued');
  });

  it('an order paid twice (QR code and inside WeChat): the second payment is refunded through WeChat Pay, the refund notification closes it', async () => {
    const orderId = await placeOrder(704);
    const first = (await startPayment(orderId, 'desktop')).payment;
    const second = (await startPayment(orderId, 'wechat')).payment;
    expect(second.id).not.toBe(first.id);
    fake.pay(first.id);
    fake.pay(second.id);
    await notify(fake.paymentNotification(first.id));
    expect((await notify(fake.paymentNotification(second.id))).json().content.outcome).toBe('refunded');
    await runJobs();
    const refund = await t.database.db.selectFrom('gateway_refund').selectAll().where('payment_id', '=', second.id).executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ gateway: 'wechat-jsapi', status: 'processing', trade_no: second.id });
    expect(fake.refunds.get(refund.refund_no)).toMatchObject({ outTradeNo: second.id, refund: Number(second.amount_fen) });
    fake.completeRefund(refund.refund_no);
    await notify(fake.refundNotification(refund.refund_no));
    expect((await t.database.db.selectFrom('gateway_refund').select('status').where('refund_no', '=', refund.refund_no).executeTakeFirstOrThrow()).status).toBe('success');
    expect(await policiesOf(orderId)).toHaveLength(1);
  });

  it('a cancellation refunds through the gateway the payment came from; a lost refund notification is recovered by query', async () => {
    const orderId = await placeOrder(705);
    const { payment } = await startPayment(orderId, 'desktop');
    fake.pay(payment.id);
    await notify(fake.paymentNotification(payment.id));
    await runJobs();
    const [{ policy_no: policyNo }] = await policiesOf(orderId);
    const access = policyAccess(t.app.sales.settings.dataKey).issue(policyNo, QUERY_ACCESS_MS);
    const done = (await post('/api/authorization/policyOperation/cancelTB', { policyNo, access, idempotencyKey: 'wx-cancel-1' })).json();
    expect(done.content).toMatchObject({ status: 'cancelled', refundNo: expect.stringMatching(/^RF/) });
    await runJobs();
    expect(fake.refunds.get(done.content.refundNo)).toMatchObject({ outTradeNo: payment.id, status: 'PROCESSING' });
    fake.completeRefund(done.content.refundNo);
    const later = new Date(Date.now() + REFUND_ASKED_AFTER_MS + 1000);
    await enqueueJob(t.database.db, { kind: 'reconcile-payments', payload: {}, runAt: later, dedupeKey: `wx-reconcile@${later.getTime()}` });
    await runJobs(later);
    expect((await t.database.db.selectFrom('gateway_refund').select('status').where('refund_no', '=', done.content.refundNo).executeTakeFirstOrThrow()).status).toBe('success');
  });

  it('an expired order closes its trade at WeChat Pay', async () => {
    const orderId = await placeOrder(706);
    const { payment } = await startPayment(orderId, 'desktop');
    await runJobs(new Date(Date.now() + 31 * 60_000));
    expect(await orderStatus(orderId)).toBe('expired');
    expect(fake.trades.get(payment.id)?.state).toBe('CLOSED');
  });
});
