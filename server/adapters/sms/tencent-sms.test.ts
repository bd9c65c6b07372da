import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTencentSms, startFakeTencentSms } from '../../../tests/fakes/tencent-sms';
import { configFrom } from '../../config';
import { PermanentDeliveryError } from '../messages/delivery';
import { messageProvidersFor } from '../messages';
import type { SmsDelivery } from './aliyun-sms';

const KEYS = { secretId: 'AKIDtestTencentSecretId0001', secretKey: 'tencent-test-secret-key-0001' };

let fake: FakeTencentSms;
let sms: SmsDelivery;
const env = () => ({
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: KEYS.secretId,
  TENCENT_SMS_SECRET_KEY: KEYS.secretKey,
  TENCENT_SMS_SDK_APP_ID: '1400000001',
  TENCENT_SMS_SIGN_NAME: '保险服务门户',
  TENCENT_SMS_TEMPLATES: 'login-code=1110,policy-issued=1111,policy-issued.en=2111',
  TENCENT_SMS_ENDPOINT: fake.endpoint,
});
beforeAll(async () => {
  fake = await startFakeTencentSms(KEYS);
  // Chosen by configuration, as the server does.
  sms = messageProvidersFor(configFrom(env())).sms as SmsDelivery;
});
afterAll(() => fake.close());

describe('Tencent Cloud SMS against a local fake that checks TC3-HMAC-SHA256 as documented', () => {
  it('sends the approved template with its parameters in the template’s order', async () => {
    const sent = await sms.deliver({
      phone: '13900139071',
      template: { name: 'policy-issued', params: { link: 'https://portal.example.cn/e/1', policyNo: 'P2026001', name: '柯文静', period: '2026-12-01至2026-12-10', product: '申根签证旅行险' } },
    });
    expect(sent.ref).not.toBe('');
    expect(fake.badSignatures).toBe(0);
    expect(fake.received.at(-1)).toEqual({
      phones: ['+8613900139071'],
      sdkAppId: '1400000001',
      signName: '保险服务门户',
      templateId: '1111',
      params: ['柯文静', '申根签证旅行险', 'P2026001', '2026-12-01至2026-12-10', 'https://portal.example.cn/e/1'],
    });
  });

  it('sends an English message through the English template where one is registered, else through the Chinese one', async () => {
    const params = { name: 'Ke Wenjing', product: 'Schengen Visa Travel Insurance', policyNo: 'P2026002', period: '2026-12-01 to 2026-12-10', link: 'https://portal.example.cn/e/2' };
    await sms.deliver({ phone: '13900139072', template: { name: 'policy-issued', language: 'en', params } });
    expect(fake.received.at(-1)).toMatchObject({ templateId: '2111', params: Object.values(params) });
    await sms.deliver({ phone: '13900139073', template: { name: 'login-code', language: 'en', params: { code: '246810' } } });
    expect(fake.received.at(-1)).toMatchObject({ templateId: '1110', params: ['246810'] });
  });

  it('a passing failure is retried, a wrong number is final, a template not configured is final', async () => {
    const code = { phone: '13900139072', template: { name: 'login-code' as const, params: { code: '428913' } } };
    fake.failNext(1, 'InternalError.Timeout');
    const retried = await sms.deliver(code).catch((error: unknown) => error);
    expect(retried).toBeInstanceOf(Error);
    expect(retried).not.toBeInstanceOf(PermanentDeliveryError);
    fake.failNext(1, 'InvalidParameterValue.IncorrectPhoneNumber');
    await expect(sms.deliver(code)).rejects.toBeInstanceOf(PermanentDeliveryError);
    await expect(sms.deliver({ phone: '13900139072', template: { name: 'policy-ended', params: {} } })).rejects.toBeInstanceOf(PermanentDeliveryError);
    await sms.deliver(code);
    expect(fake.received.at(-1)).toMatchObject({ templateId: '1110', params: ['428913'] });
  });

  it('a call signed with another secret key is refused and nothing is sent', async () => {
    const forged = messageProvidersFor(configFrom({ ...env(), TENCENT_SMS_SECRET_KEY: 'not-the-secret-key' })).sms as SmsDelivery;
    const before = fake.received.length;
    await expect(forged.deliver({ phone: '13900139073', template: { name: 'login-code', params: { code: '1' } } })).rejects.toThrow(/AuthFailure.SignatureFailure/);
    expect(fake.badSignatures).toBe(1);
    expect(fake.received).toHaveLength(before);
  });

  it('refuses to start with Tencent selected and a key missing, naming the variable and never the secret', () => {
    const secret = 'tencent-secret-never-printed';
    const error = (() => {
      try {
        configFrom({ SMS_PROVIDER: 'tencent', TENCENT_SMS_SECRET_KEY: secret, TENCENT_SMS_SDK_APP_ID: '1400000001' });
      } catch (caught) {
        return String(caught);
      }
    })();
    expect(error).toContain('TENCENT_SMS_SECRET_ID');
    expect(error).toContain('TENCENT_SMS_TEMPLATES');
    expect(error).not.toContain(secret);
  });
});
