import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { travelOrderRequest } from '../../../tests/fixtures/orders';
import { type FakeAlipay, startFakeAlipay, alipayTestKeys } from '../../../tests/fakes/alipay';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { configFrom } from '../../config';
import { DEMO_AGENT } from '../../demo/seed';
import { runDueJobs } from '../../jobs/queue';
import { issueToken } from '../../sales/tokens';

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

let t: TestApp;
let fake: FakeAlipay;
let agentToken: string;
beforeAll(async () => {
  const keys = alipayTestKeys();
  fake = await startFakeAlipay(keys);
  t = await createTestApp({
    config: {
      PUBLIC_URL: 'https://portal.example.cn',
      PAY_METHOD_GATEWAYS: '0=alipay,3=alipay',
      ALIPAY_APP_ID: keys.appId,
      ALIPAY_PRIVATE_KEY: keys.appPrivateKey,
      ALIPAY_PUBLIC_KEY: keys.alipayPublicKey,
      ALIPAY_GATEWAY: fake.gateway,
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
const notify = (form: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/pay/notify/alipay', payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('Alipay through the portal, against the local fake', () => {
  it('a phone browser pays on the wap cashier; the RSA2-signed notification (and its repeats) issues one policy', async () => {
    const saved = await post('/api/policy/saveOrder', travelOrderRequest(801));
    const orderId = saved.json().data.policyId;
    const res = await post('/api/policy/onlinePayPolicy', { policyId: orderId, payMethod: '0' }, { 'user-agent': PHONE_UA });
    expect(res.json().returnCode).toBe('00');
    const payment = await t.database.db.selectFrom('payment').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(payment.gateway).toBe('alipay-wap');
    fake.openWap(res.json().content.payUrl);
    fake.pay(payment.id);
    const form = fake.notification(payment.id);

    const tampered = await notify({ ...form, total_amount: '0.01' });
    expect(tampered.statusCode).toBe(401);
    const answers = await Promise.all(Array.from({ length: 4 }, () => notify(form)));
    expect(answers.map((answer) => answer.body)).toEqual(Array(4).fill('success'));
    await runDueJobs(t.database.db, t.app.jobHandlers, new Date());
    expect((await t.database.db.selectFrom('sales_order').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('issued');
    expect(await t.database.db.selectFrom('policy').select('policy_no').where('order_id', '=', orderId).execute()).toHaveLength(1);
  });

  it('a QR method answers the QR code of precreate', async () => {
    const saved = await post('/api/policy/saveOrder', travelOrderRequest(802));
    const res = await post('/api/policy/onlinePayPolicy', { policyId: saved.json().data.policyId, payMethod: '3' }, { 'user-agent': PHONE_UA });
    expect(res.json().content.payUrl).toMatch(/^https:\/\/qr\.alipay\.com\//);
    expect(res.json().content.qrCode).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses to start with Alipay selected and its keys missing, or an unknown provider', () => {
    expect(() => configFrom({ PAY_METHOD_GATEWAYS: '0=alipay', PUBLIC_URL: 'https://portal.example.cn' })).toThrow(/ALIPAY_APP_ID/);
    expect(() => configFrom({ PAY_METHOD_GATEWAYS: '0=unionpay' })).toThrow(/unknown payment provider/);
  });
});
