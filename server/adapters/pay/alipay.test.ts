import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlipayTestKeys, alipayTestKeys, type FakeAlipay, startFakeAlipay } from '../../../tests/fakes/alipay';
import { type AlipayGateway, alipayGateway } from './alipay';
import { yuanToFen } from './bills';

let keys: AlipayTestKeys;
let fake: FakeAlipay;
let wap: AlipayGateway;
let qr: AlipayGateway;
beforeAll(async () => {
  keys = alipayTestKeys();
  fake = await startFakeAlipay(keys);
  const options = { appId: keys.appId, privateKey: keys.appPrivateKey, alipayPublicKey: keys.alipayPublicKey, notifyUrl: 'https://portal.example.cn/api/pay/notify/alipay', gateway: fake.gateway };
  [wap, qr] = (['wap', 'qr'] as const).map((kind) => alipayGateway(options, kind));
});
afterAll(() => fake.close());

const request = (paymentId: string) => ({
  paymentId,
  amountFen: 12_850,
  subject: '申根签证旅行险',
  expiresAt: new Date(Date.now() + 30 * 60_000),
  returnUrl: 'https://portal.example.cn/result?policyId=P1',
});

describe('Alipay through alipay-sdk against a local fake gateway that checks RSA2 signatures', () => {
  it('reads yuan amounts exactly', () => {
    expect(yuanToFen('128.50')).toBe(12_850);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('3')).toBe(300);
    expect(yuanToFen('1.234')).toBeNaN();
  });

  it('precreate answers the QR code; wap.pay answers a signed link the payer opens', async () => {
    const a = await qr.createPayment(request('PAYALIQR0001'));
    expect(a.cashierUrl).toBe('https://qr.alipay.com/bax0PAYALIQR0001');
    const b = await wap.createPayment(request('PAYALIWAP0001'));
    expect(b.cashierUrl.startsWith(fake.gateway)).toBe(true);
    fake.openWap(b.cashierUrl);
    expect(fake.trades.get('PAYALIWAP0001')).toMatchObject({ total: '128.50', status: 'WAIT_BUYER_PAY' });
    expect(fake.badSignatures).toBe(0);
  });

  it('query, close, refund and refund query', async () => {
    expect(await qr.queryStatus('PAYALIQR0001')).toEqual({ tradeNo: 'PAYALIQR0001', paymentId: 'PAYALIQR0001', status: 'WAITING', amountFen: 12_850 });
    expect(await qr.queryStatus('PAYNOSUCH')).toBeNull();
    await wap.close('PAYALIWAP0001');
    expect(await wap.queryStatus('PAYALIWAP0001')).toMatchObject({ status: 'CLOSED' });
    await wap.close('PAYNEVEROPENED');
    fake.pay('PAYALIQR0001');
    expect(await qr.queryStatus('PAYALIQR0001')).toMatchObject({ status: 'SUCCESS' });
    expect(await qr.refund({ refundNo: 'RFALI1', tradeNo: 'PAYALIQR0001', amountFen: 12_850, totalFen: 12_850, reason: '退保' })).toMatchObject({ status: 'SUCCESS' });
    expect(await qr.queryRefund('RFALI1', 'PAYALIQR0001')).toEqual({ refundNo: 'RFALI1', status: 'SUCCESS', amountFen: 12_850 });
  });

  it('verifies an RSA2-signed notification; a tampered or foreign one is refused', () => {
    const form = fake.notification('PAYALIQR0001');
    expect(qr.parseNotification(form)).toEqual({ tradeNo: 'PAYALIQR0001', paymentId: 'PAYALIQR0001', status: 'SUCCESS', amountFen: 12_850 });
    expect(() => qr.parseNotification({ ...form, total_amount: '0.01' })).toThrow(/signature/);
    expect(() => qr.parseNotification({ ...form, sign: '' })).toThrow(/signature/);
  });

  it('an answer not signed by Alipay is refused', async () => {
    const other = alipayTestKeys();
    const misconfigured = alipayGateway({ appId: keys.appId, privateKey: keys.appPrivateKey, alipayPublicKey: other.alipayPublicKey, notifyUrl: 'https://x.example/n', gateway: fake.gateway }, 'qr');
    await expect(misconfigured.queryStatus('PAYALIQR0001')).rejects.toThrow();
  });
});

describe('Alipay trade bill', () => {
  it('asks for the day’s download address, unzips the GBK details and reads payments and refunds', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(await qr.statement(today)).toEqual([
      { kind: 'payment', ref: 'PAYALIQR0001', amountFen: 12_850 },
      { kind: 'refund', ref: 'RFALI1', amountFen: 12_850 },
    ]);
    expect(await qr.statement('2020-01-01')).toEqual([]);
    expect(fake.badSignatures).toBe(0);
  });
});
