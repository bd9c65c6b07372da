import { describe, expect, it } from 'vitest';
import { agentTestApp } from '../../../tests/helpers/agent-session';
import { signNotification } from '../../adapters/pay/sandbox-gateway';
import { DEMO_AGENT } from '../../demo/seed';

const { t, post, placeOrder, runJobs } = agentTestApp();

async function orderStatus(policyId: string) {
  const row = await t.database.db.selectFrom('sales_order').select('status').where('id', '=', policyId).executeTakeFirstOrThrow();
  return row.status;
}

async function openOnlinePayment(policyId: string, payMethod = '0') {
  const res = await post('/api/policy/onlinePayPolicy', { policyId, payMethod });
  expect(res.json().returnCode).toBe('00');
  const tradeNo = String(res.json().content.payUrl).split('/').at(-1)!;
  return { content: res.json().content, tradeNo };
}

async function confirmAtCashier(tradeNo: string, outcome: 'confirm' | 'fail') {
  return t.app.inject({
    method: 'POST',
    url: `/api/sandbox-pay/cashier/${tradeNo}`,
    payload: `outcome=${outcome}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('paying through the sandbox gateway', () => {
  it('lists the product pay methods with their dialog modes and the providers they pay', async () => {
    const res = await post('/api/pay/getPayMethodTypes', { productCode: 'hoschengen' });
    expect(res.json().content).toEqual([
      { payMethod: '0', dialogMode: 'onlineRedirect', provider: 'wechat' },
      { payMethod: '8', dialogMode: 'onlineRedirect', provider: 'alipay' },
      { payMethod: '9', dialogMode: 'onlineRedirect', provider: 'unionpay' },
      { payMethod: '3', dialogMode: 'qrCode', provider: 'wechat' },
    ]);
  });

  it('goes unpaid -> pending -> paid -> issued: cashier, signed notification, polling, issue job', async () => {
    const { data } = await placeOrder(10);
    const { content, tradeNo } = await openOnlinePayment(data.policyId, '3');
    expect(content.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(content.paid).toBe(false);
    // The same method again returns the same open trade.
    expect((await openOnlinePayment(data.policyId, '3')).tradeNo).toBe(tradeNo);

    const poll = await post('/api/pay/selectYtPayStatus', { policyId: data.policyId });
    expect(poll.json().returnCode).toBe('1049');

    const page = await t.app.inject({ method: 'GET', url: `/api/sandbox-pay/cashier/${tradeNo}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('确认支付');
    expect(page.body).not.toContain('<script');

    const confirmed = await confirmAtCashier(tradeNo, 'confirm');
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toContain(`/result?policyId=${data.policyId}`);
    expect(await orderStatus(data.policyId)).toBe('paid');
    const paid = await post('/api/pay/selectYtPayStatus', { policyId: data.policyId });
    expect(paid.json()).toMatchObject({ returnCode: '00', content: { status: 'paid', policyNo: null } });
    // The pay page names the product in the reader's language, English included.
    expect(paid.json().content.productName).toEqual({ zh: '申根安心旅行保险', en: 'Schengen Peace-of-Mind Travel Insurance' });

    await runJobs();
    expect(await orderStatus(data.policyId)).toBe('issued');
    const issued = await post('/api/pay/selectYtPayStatus', { policyId: data.policyId });
    expect(issued.json().content.policyNo).toMatch(/^EP\d{16}$/);
    const outbox = await t.database.db.selectFrom('outbox_message').selectAll().where('policy_no', '=', issued.json().content.policyNo).execute();
    expect(outbox.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
    const sms = outbox.find((message) => message.channel === 'sms');
    // The download link is a bearer token for 30 days: never in plain text at rest.
    expect(sms?.body).not.toContain('/api_xxpl/policy/pdfPreview/');
    expect(t.app.sales.sensitive.decrypt(sms?.body ?? '')).toContain('/api_xxpl/policy/pdfPreview/');
    expect(outbox.find((message) => message.channel === 'email')?.attachment_key).toBeTruthy();
  });

  it('issues one policy for ten duplicated notifications, and ignores a forged one', async () => {
    const { data } = await placeOrder(11);
    const { tradeNo } = await openOnlinePayment(data.policyId);
    const ctx = t.app.sales;
    await ctx.gateway.finish(tradeNo, 'SUCCESS');
    const trade = (await ctx.gateway.loadTrade(tradeNo))!;
    const { notification, signature } = ctx.gateway.notificationOf(trade);

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      payload: notification,
      headers: { 'x-sandbox-signature': signNotification('not-the-gateway-secret', notification) },
    });
    expect(forged.statusCode).toBe(400);
    expect(await orderStatus(data.policyId)).toBe('unpaid');

    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: notification, headers: { 'x-sandbox-signature': signature } }),
      ),
    );
    expect(results.map((res) => res.json().content.outcome).sort()).toEqual(['paid', ...Array(9).fill('unchanged')]);
    await runJobs();
    await runJobs();
    const policies = await t.database.db.selectFrom('policy').select('policy_no').where('order_id', '=', data.policyId).execute();
    expect(policies).toHaveLength(1);
    const jobs = await t.database.db.selectFrom('job').select('id').where('dedupe_key', '=', `issue:${data.policyId}`).execute();
    expect(jobs).toHaveLength(1);
    const messages = await t.database.db.selectFrom('outbox_message').select('id').where('policy_no', '=', policies[0].policy_no).execute();
    expect(messages).toHaveLength(2);
  });

  it('goes pending -> failed when the payer fails, and the order can be paid again', async () => {
    const { data } = await placeOrder(12);
    const { tradeNo } = await openOnlinePayment(data.policyId);
    expect((await confirmAtCashier(tradeNo, 'fail')).statusCode).toBe(303);
    const payment = await t.database.db.selectFrom('payment').select('status').where('gateway_trade_no', '=', tradeNo).executeTakeFirstOrThrow();
    expect(payment.status).toBe('failed');
    const poll = await post('/api/pay/selectYtPayStatus', { policyId: data.policyId });
    expect(poll.json().returnCode).toBe('1050');
    // A repeated failure notification or a late success for the failed trade changes nothing.
    expect((await confirmAtCashier(tradeNo, 'confirm')).statusCode).toBe(200);
    const again = await openOnlinePayment(data.policyId);
    expect(again.tradeNo).not.toBe(tradeNo);
    await confirmAtCashier(again.tradeNo, 'confirm');
    expect(await orderStatus(data.policyId)).toBe('paid');
  });

  it('goes pending -> refunded when a second trade succeeds for an already paid order', async () => {
    const { data } = await placeOrder(13);
    const qr = await openOnlinePayment(data.policyId, '3');
    const online = await openOnlinePayment(data.policyId, '0');
    await confirmAtCashier(online.tradeNo, 'confirm');
    await confirmAtCashier(qr.tradeNo, 'confirm');
    const payments = await t.database.db.selectFrom('payment').select(['status', 'method']).where('order_id', '=', data.policyId).orderBy('method').execute();
    expect(payments).toEqual([
      { status: 'paid', method: '0' },
      { status: 'refunded', method: '3' },
    ]);
    const open = await post('/api/policy/onlinePayPolicy', { policyId: data.policyId, payMethod: '3' });
    expect(open.json().content.paid).toBe(true);
  });

  it('finds a lost notification by asking the gateway when polled', async () => {
    const { data } = await placeOrder(14);
    const { tradeNo } = await openOnlinePayment(data.policyId);
    await t.app.sales.gateway.finish(tradeNo, 'SUCCESS');
    expect(await orderStatus(data.policyId)).toBe('unpaid');
    const poll = await post('/api/pay/selectYtPayStatus', { policyId: data.policyId });
    expect(poll.json()).toMatchObject({ returnCode: '00', content: { status: 'paid' } });
  });

  it('answers /pay/ytPay with a text/plain policy id and the public pay request', async () => {
    const { data } = await placeOrder(15);
    const yt = await t.app.inject({ method: 'POST', url: '/api/pay/ytPay', payload: data.policyId, headers: { 'content-type': 'text/plain' } });
    expect(yt.json().content.payUrl).toContain('/api/sandbox-pay/cashier/');
    const publicPay = await t.app.inject({ method: 'POST', url: '/api/pay/publicPay', payload: { policyId: data.policyId, batchId: '' } });
    expect(publicPay.json().content.payUrl).toBe(yt.json().content.payUrl);
  });
});

describe('expiry', () => {
  // The expiry job is due when the pay window (30 minutes by default) has passed.
  const AFTER_PAY_WINDOW = () => new Date(Date.now() + 31 * 60_000);

  it('an expired order cannot be paid again, but a trade paid in time whose notification was lost is honoured', async () => {
    const { data } = await placeOrder(20);
    const { tradeNo } = await openOnlinePayment(data.policyId);
    const ctx = t.app.sales;
    await ctx.gateway.finish(tradeNo, 'SUCCESS');
    const late = ctx.gateway.notificationOf((await ctx.gateway.loadTrade(tradeNo))!);
    await t.database.db.updateTable('sales_order').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', data.policyId).execute();

    for (const [url, body] of [
      ['/api/policy/onlinePayPolicy', { policyId: data.policyId, payMethod: '3' }],
      ['/api/policy/balancePayPolicy', { policyId: data.policyId, loginName: DEMO_AGENT.loginName, password: DEMO_AGENT.password }],
      ['/api/policy/evidencePolicy', { policyId: data.policyId, evidenceNo: 'DEMO-TRANSFER-0002' }],
    ] as const) {
      expect((await post(url, body)).json().returnCode, url).toBe('1045');
    }
    // The poll asks the gateway before it says "expired": the money came in time, so the order is paid.
    expect((await post('/api/pay/selectYtPayStatus', { policyId: data.policyId })).json().returnCode).toBe('00');
    expect(await orderStatus(data.policyId)).toBe('paid');
    const res = await t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: late.notification, headers: { 'x-sandbox-signature': late.signature } });
    expect(res.json().content.outcome).toBe('unchanged');
  });

  it('closes the cashier of an expired order', async () => {
    const { data } = await placeOrder(21);
    const { tradeNo } = await openOnlinePayment(data.policyId);
    await t.database.db.updateTable('sales_order').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', data.policyId).execute();
    await runJobs(AFTER_PAY_WINDOW());
    const page = await confirmAtCashier(tradeNo, 'confirm');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('交易已关闭');
    expect(await orderStatus(data.policyId)).toBe('expired');
  });
});

describe('balance and transfer evidence', () => {
  const balance = async () =>
    Number((await t.database.db.selectFrom('agent').select('balance_fen').where('id', '=', DEMO_AGENT.id).executeTakeFirstOrThrow()).balance_fen);

  it('re-checks account and password, and debits the premium once for a repeated request', async () => {
    const { data } = await placeOrder(30);
    const wrong = await post('/api/policy/balancePayPolicy', { policyId: data.policyId, loginName: DEMO_AGENT.loginName, password: 'nope' });
    expect(wrong.json().returnCode).toBe('9001');
    const before = await balance();
    const body = { policyId: data.policyId, loginName: DEMO_AGENT.loginName, password: DEMO_AGENT.password };
    const [first, second] = await Promise.all([
      post('/api/policy/balancePayPolicy', body, { 'idempotency-key': 'balance-pay-0001' }),
      post('/api/policy/balancePayPolicy', body, { 'idempotency-key': 'balance-pay-0001' }),
    ]);
    expect(first.json().content.paid).toBe(true);
    expect(second.json()).toEqual(first.json());
    const third = await post('/api/policy/balancePayPolicy', body);
    expect(third.json().returnMsg).toBe('订单已支付');
    expect(await balance()).toBe(before - data.totalPremiumFen);
    expect(await orderStatus(data.policyId)).toBe('paid');
  });

  it('refuses a balance that does not cover the premium', async () => {
    const { data } = await placeOrder(31);
    await t.database.db.updateTable('agent').set({ balance_fen: 100 }).where('id', '=', DEMO_AGENT.id).execute();
    const res = await post('/api/policy/balancePayPolicy', { policyId: data.policyId, loginName: DEMO_AGENT.loginName, password: DEMO_AGENT.password });
    expect(res.json().returnCode).toBe('1079');
    expect(await balance()).toBe(100);
    await t.database.db.updateTable('agent').set({ balance_fen: DEMO_AGENT.balanceFen }).where('id', '=', DEMO_AGENT.id).execute();
  });

  it('checks evidence against recorded transfers, and a transfer pays one order only', async () => {
    await t.app.sales.db.insertInto('bank_transfer').values({ evidence_no: 'TEST-EVI-1', payer_name: '测试投保人', amount_fen: 1_000_000 }).execute();
    const check = await post('/api/pay/checkEvidenceNum', { evidenceNumber: 'TEST-EVI-1', creator: DEMO_AGENT.id, productCode: 'hoschengen', holderName: '测试投保人' });
    expect(check.json().returnCode).toBe('00');
    const stranger = await post('/api/pay/checkEvidenceNum', { evidenceNumber: 'TEST-EVI-1', holderName: '别人' });
    expect(stranger.json().returnCode).toBe('1054');

    const first = await placeOrder(32);
    const paid = await post('/api/policy/evidencePolicy', { policyId: first.data.policyId, evidenceNo: 'TEST-EVI-1' });
    expect(paid.json().content.paid).toBe(true);
    const second = await placeOrder(33);
    const reused = await post('/api/policy/commevidencePolicy', { policyId: second.data.policyId, evidenceNo: 'TEST-EVI-1' });
    expect(reused.json().returnCode).toBe('1055');
    expect(await orderStatus(second.data.policyId)).toBe('unpaid');
  });
});

describe('the status poll', () => {
  it('answers with the holder name masked: an order id is no key to a name', async () => {
    const { data } = await placeOrder(43);
    const res = await post('/api/pay/selectYtPayStatus', { policyId: data.policyId });
    expect(res.json().content.holderName).toBe('测***人');
  });
});

describe('payment refusals have codes of their own', () => {
  it('answers a missing order with the missing-order code, not the unknown issuer code', async () => {
    const res = await post('/api/pay/selectYtPayStatus', { policyId: 'NO-SUCH-ORDER-1' });
    expect(res.json()).toMatchObject({ returnCode: '1081', returnMsg: '订单不存在' });
  });

  it('answers an unpaid order with a code the readings do not use', async () => {
    const { data } = await placeOrder(44);
    const res = await post('/api/pay/selectYtPayStatus', { policyId: data.policyId });
    expect(res.json().returnCode).toBe('1078');
  });
});
