import { createSign, createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWechatPay, startFakeWechatPay, type WechatTestKeys, wechatTestKeys } from '../../../tests/fakes/wechat-pay';
import { type WechatPayGateway, wechatPayGateway } from './wechat-pay';

let keys: WechatTestKeys;
let fake: FakeWechatPay;
let jsapi: WechatPayGateway;
let native: WechatPayGateway;
let h5: WechatPayGateway;
beforeAll(async () => {
  keys = wechatTestKeys();
  fake = await startFakeWechatPay(keys);
  const options = { ...keys, notifyUrl: 'https://portal.example.cn/api/pay/notify/wechat', baseUrl: fake.baseUrl };
  [jsapi, native, h5] = (['jsapi', 'native', 'h5'] as const).map((kind) => wechatPayGateway(options, kind));
});
afterAll(() => fake.close());

const request = (paymentId: string) => ({
  paymentId,
  amountFen: 12_800,
  subject: '申根签证旅行险',
  expiresAt: new Date(Date.now() + 30 * 60_000),
  returnUrl: 'https://portal.example.cn/result?policyId=P1',
});

describe('WeChat Pay API v3 against a local fake that checks our signatures', () => {
  it('opens JSAPI, Native and H5 trades, each signed as the provider checks', async () => {
    const a = await jsapi.createPayment({ ...request('PAYJSAPI0001'), payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } });
    expect(a.cashierUrl).toBe('prepay_id=wxPAYJSAPI0001');
    const params = jsapi.jsapiParams(a.cashierUrl);
    expect(params).toMatchObject({ appId: keys.appid, package: 'prepay_id=wxPAYJSAPI0001', signType: 'RSA' });
    // The page's paySign is the merchant's signature over appId, timeStamp, nonceStr and package, as WeChat checks it.
    const signedText = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    expect(createVerify('RSA-SHA256').update(signedText).verify(keys.merchantPublicKey, params.paySign, 'base64')).toBe(true);
    const b = await native.createPayment(request('PAYNATIVE0001'));
    expect(b.cashierUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const c = await h5.createPayment({ ...request('PAYH50001'), payer: { clientIp: '203.0.113.7' } });
    expect(c.cashierUrl).toContain('redirect_url=https%3A%2F%2Fportal.example.cn');
    expect(fake.badSignatures).toBe(0);
    expect(fake.trades.get('PAYJSAPI0001')).toMatchObject({ total: 12_800, openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
  });

  it('JSAPI without an openid is refused before calling out', async () => {
    await expect(jsapi.createPayment(request('PAYJSAPI0002'))).rejects.toThrow(/openid/);
  });

  it('a notification signed by WeChat Pay is verified and its resource decrypted', async () => {
    await native.createPayment(request('PAYNATIVE0002'));
    fake.pay('PAYNATIVE0002');
    const { headers, body } = fake.paymentNotification('PAYNATIVE0002');
    expect(native.parseNotification(headers, body)).toEqual({
      event: 'payment',
      trade: { tradeNo: 'PAYNATIVE0002', paymentId: 'PAYNATIVE0002', status: 'SUCCESS', amountFen: 12_800 },
    });
  });

  it('a bad signature, a stale timestamp or a tampered ciphertext is refused', async () => {
    const { headers, body } = fake.paymentNotification('PAYNATIVE0002');
    expect(() => native.parseNotification({ ...headers, 'wechatpay-signature': Buffer.from('forged').toString('base64') }, body)).toThrow(/signature/);
    expect(() => native.parseNotification(headers, body, new Date(Date.now() + 10 * 60_000))).toThrow(/stale/);
    // Re-signed with WeChat Pay's key but the ciphertext altered: AES-GCM's tag refuses it.
    const envelope = JSON.parse(body);
    const bytes = Buffer.from(envelope.resource.ciphertext, 'base64');
    bytes[3] ^= 1;
    envelope.resource.ciphertext = bytes.toString('base64');
    const tampered = JSON.stringify(envelope);
    const resigned = createSign('RSA-SHA256').update(`${headers['wechatpay-timestamp']}\n${headers['wechatpay-nonce']}\n${tampered}\n`).sign(keys.platformPrivateKey, 'base64');
    expect(() => native.parseNotification({ ...headers, 'wechatpay-signature': resigned }, tampered)).toThrow(/resource/);
  });

  it('queries, closes, refunds and reads the refund notification', async () => {
    expect(await native.queryStatus('PAYNATIVE0002')).toMatchObject({ status: 'SUCCESS', amountFen: 12_800 });
    expect(await native.queryStatus('PAYNOSUCH')).toBeNull();
    expect(await native.queryStatus('PAYNATIVE0001')).toMatchObject({ status: 'WAITING' });
    await native.close('PAYNATIVE0001');
    expect(await native.queryStatus('PAYNATIVE0001')).toMatchObject({ status: 'CLOSED' });

    const refund = await native.refund({ refundNo: 'RF0001', tradeNo: 'PAYNATIVE0002', amountFen: 12_800, totalFen: 12_800, reason: '退保' });
    expect(refund).toEqual({ refundNo: 'RF0001', status: 'PROCESSING', amountFen: 12_800 });
    // Asking again with the same refund number refunds nothing more.
    await native.refund({ refundNo: 'RF0001', tradeNo: 'PAYNATIVE0002', amountFen: 12_800, totalFen: 12_800, reason: '退保' });
    expect(fake.refunds.size).toBe(1);
    fake.completeRefund('RF0001');
    expect(await native.queryRefund('RF0001', 'PAYNATIVE0002')).toMatchObject({ status: 'SUCCESS' });
    const { headers, body } = fake.refundNotification('RF0001');
    expect(native.parseNotification(headers, body)).toEqual({ event: 'refund', refund: { refundNo: 'RF0001', status: 'SUCCESS', amountFen: 12_800 } });
  });

  it('an answer not signed by WeChat Pay is refused by the SDK', async () => {
    const other = wechatTestKeys();
    const misconfigured = wechatPayGateway({ ...keys, platformPublicKey: other.platformPublicKey, notifyUrl: 'https://x.example/n', baseUrl: fake.baseUrl }, 'native');
    await expect(misconfigured.queryStatus('PAYNATIVE0002')).rejects.toThrow();
  });
});

describe('WeChat Pay trade and refund bills', () => {
  it('downloads the day’s bills through signed requests, checks their hash and reads payments and refunds', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const statement = await native.statement(today);
    expect(statement).toEqual(
      expect.arrayContaining([
        { kind: 'payment', ref: 'PAYNATIVE0002', amountFen: 12_800 },
        { kind: 'refund', ref: 'RF0001', amountFen: 12_800 },
      ]),
    );
    expect(statement).toHaveLength(2);
    expect(fake.badSignatures).toBe(0);
    expect(await native.statement('2020-01-01')).toEqual([]);
    fake.tamperBills = true;
    await expect(native.statement(today)).rejects.toThrow(/hash mismatch/);
    fake.tamperBills = false;
  });
});
