import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFrom } from '../../config';
import { type FakeAliyunSms, startFakeAliyunSms } from '../../../tests/fakes/aliyun-sms';
import { type FakeSmtp, startFakeSmtp } from '../../../tests/fakes/smtp';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { DEMO_HOLDER } from '../../demo/demo-policy';
import { runDueJobs } from '../../jobs/queue';
import { outboxMail } from '../../adapters/mail/outbox-mail';
import { outboxSms } from '../../adapters/sms/outbox-sms';
import { aliyunSmsDelivery } from '../../adapters/sms/aliyun-sms';
import { dispatchDueMessages, MESSAGE_MAX_ATTEMPTS, messageBackoffMs } from './index';

const KEYS = { accessKeyId: 'LTAI-test-key-id', accessKeySecret: 'test-access-key-secret' };
const TEMPLATES = 'login-code=SMS_100001,policy-issued=SMS_100002,policy-ended=SMS_100003,order-refused=SMS_100004,login-code.en=SMS_200001';

let t: TestApp;
let smtp: FakeSmtp;
let sms: FakeAliyunSms;
beforeAll(async () => {
  [smtp, sms] = await Promise.all([startFakeSmtp(), startFakeAliyunSms(KEYS)]);
  t = await createTestApp({
    config: {
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: smtp.url,
      MAIL_FROM: '保险服务门户 <policy@portal.example.cn>',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: KEYS.accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: KEYS.accessKeySecret,
      ALIYUN_SMS_SIGN_NAME: '保险服务门户',
      ALIYUN_SMS_TEMPLATES: TEMPLATES,
      ALIYUN_SMS_ENDPOINT: sms.endpoint,
    },
  });
}, 90_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([smtp.close(), sms.close()]);
});

const statusOf = (id: string) =>
  t.database.db.selectFrom('outbox_message').select(['status', 'attempts', 'last_error', 'provider_ref']).where('id', '=', id).executeTakeFirstOrThrow();
const lastMessageId = async () =>
  String((await t.database.db.selectFrom('outbox_message').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).id);

describe('the outbox is delivered through the configured providers', () => {
  it('an issued policy: its e-mail arrives over SMTP with the e-policy PDF, its SMS reaches the provider as a template', async () => {
    // The demo order was paid when the app was seeded; issuing it writes its SMS and e-mail to the outbox.
    await runDueJobs(t.database.db, t.app.jobHandlers, new Date());
    const run = await dispatchDueMessages(t.app.sales);
    expect(run).toMatchObject({ delivered: 2, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(DEMO_HOLDER.email);
    expect(mail.from?.text).toContain('policy@portal.example.cn');
    expect(mail.subject).toMatch(/^电子保单 /);
    expect(mail.text).toContain(DEMO_HOLDER.name);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].filename).toMatch(/^电子保单-.+\.pdf$/);
    expect(mail.attachments[0].contentType).toBe('application/pdf');
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');

    expect(sms.badSignatures).toBe(0);
    expect(sms.received).toHaveLength(1);
    expect(sms.received[0]).toMatchObject({ phone: DEMO_HOLDER.phone, signName: '保险服务门户', templateCode: 'SMS_100002' });
    expect(sms.received[0].params).toMatchObject({ name: DEMO_HOLDER.name });
    expect(sms.received[0].params.link).toMatch(/^http/);

    const delivered = await t.database.db.selectFrom('outbox_message').select(['status', 'provider_ref']).execute();
    expect(delivered.every((row) => row.status === 'delivered' && row.provider_ref)).toBe(true);
    // Delivered messages are not sent again.
    expect(await dispatchDueMessages(t.app.sales)).toMatchObject({ delivered: 0 });
  });

  it('a failing SMS provider is retried with back-off, then the message is marked failed', async () => {
    await outboxSms(t.database.db, t.app.sales.sensitive).send({
      phone: '13900139000',
      text: '【保险服务门户】登录验证码：123456，5分钟内有效，请勿告诉他人。',
      template: { name: 'login-code', params: { code: '123456' } },
    });
    const id = await lastMessageId();
    sms.failNext(MESSAGE_MAX_ATTEMPTS, 'isp.SYSTEM_ERROR');
    let now = new Date();
    for (let attempt = 1; attempt < MESSAGE_MAX_ATTEMPTS; attempt++) {
      expect(await dispatchDueMessages(t.app.sales, now)).toMatchObject({ retried: 1 });
      // Not due again before its back-off has passed.
      expect(await dispatchDueMessages(t.app.sales, new Date(now.getTime() + messageBackoffMs(attempt) - 1000))).toMatchObject({ retried: 0 });
      now = new Date(now.getTime() + messageBackoffMs(attempt));
    }
    expect(await dispatchDueMessages(t.app.sales, now)).toMatchObject({ failed: 1 });
    expect(await statusOf(id)).toMatchObject({ status: 'failed', attempts: MESSAGE_MAX_ATTEMPTS, last_error: expect.stringContaining('isp.SYSTEM_ERROR') });
    expect(sms.received.some((m) => m.params.code === '123456')).toBe(false);
  });

  it('a transient failure then success: delivered on the retry', async () => {
    await outboxSms(t.database.db, t.app.sales.sensitive).send({
      phone: '13900139001',
      text: '【保险服务门户】登录验证码：654321，5分钟内有效，请勿告诉他人。',
      template: { name: 'login-code', params: { code: '654321' } },
    });
    const id = await lastMessageId();
    sms.failNext(1, 'isp.SYSTEM_ERROR');
    const now = new Date();
    expect(await dispatchDueMessages(t.app.sales, now)).toMatchObject({ retried: 1 });
    expect(await dispatchDueMessages(t.app.sales, new Date(now.getTime() + messageBackoffMs(1)))).toMatchObject({ delivered: 1 });
    expect(await statusOf(id)).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(sms.received.at(-1)).toMatchObject({ phone: '13900139001', templateCode: 'SMS_100001', params: { code: '654321' } });
  });

  it('a final refusal (SMTP 550, an illegal number) fails at once, without retries', async () => {
    await outboxMail(t.database.db, t.app.sales.sensitive).send({ to: 'nobody@example.cn', subject: '发票', text: '您的发票' });
    const mailId = await lastMessageId();
    smtp.refuseNext(1, 550);
    expect(await dispatchDueMessages(t.app.sales)).toMatchObject({ failed: 1 });
    expect(await statusOf(mailId)).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('550') });

    await outboxSms(t.database.db, t.app.sales.sensitive).send({ phone: '13900139002', text: '验证码', template: { name: 'login-code', params: { code: '1' } } });
    sms.failNext(1, 'isv.MOBILE_NUMBER_ILLEGAL');
    expect(await dispatchDueMessages(t.app.sales)).toMatchObject({ failed: 1 });
  });

  it('a temporary SMTP refusal (421) is retried', async () => {
    await outboxMail(t.database.db, t.app.sales.sensitive).send({ to: 'later@example.cn', subject: '发票', text: '您的发票' });
    const id = await lastMessageId();
    smtp.refuseNext(1, 421);
    const now = new Date();
    expect(await dispatchDueMessages(t.app.sales, now)).toMatchObject({ retried: 1 });
    expect(await dispatchDueMessages(t.app.sales, new Date(now.getTime() + messageBackoffMs(1)))).toMatchObject({ delivered: 1 });
    expect(await statusOf(id)).toMatchObject({ status: 'delivered' });
    expect(smtp.received.at(-1)?.subject).toBe('发票');
  });

  it('an English SMS leaves through the English template where one is registered, else through the Chinese one', async () => {
    const ask = (phone: string) =>
      t.app.inject({ method: 'POST', url: '/api/b2bCustomerWebuser/messagesCode', payload: { holderTelephone: phone, userId: '800001' }, headers: { cookie: 'lang=en' } });
    expect((await ask('13900139005')).json().returnCode).toBe('00');
    await outboxSms(t.database.db, t.app.sales.sensitive).send({
      phone: '13900139006',
      text: '[Insurance Portal] Dear Wang, your policy EP1 is cancelled; the refund of CNY 1.00 goes back the way it was paid.',
      template: { name: 'policy-ended', language: 'en', params: { name: 'Wang', policyNo: 'EP1', what: 'is cancelled', refund: '1.00' } },
    });
    expect(await dispatchDueMessages(t.app.sales)).toMatchObject({ delivered: 2 });
    expect(sms.received.find((sent) => sent.phone === '13900139005')).toMatchObject({ templateCode: 'SMS_200001', params: { code: expect.stringMatching(/^\d{6}$/) } });
    expect(sms.received.find((sent) => sent.phone === '13900139006')).toMatchObject({ templateCode: 'SMS_100003', params: { what: 'is cancelled' } });
  });
});

describe('provider configuration', () => {
  it('a provider selected without its keys is refused at start; the outbox alone needs none', () => {
    expect(() => configFrom({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'x' })).toThrow(/ALIYUN_SMS_ACCESS_KEY_SECRET/);
    expect(() => configFrom({ MAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL/);
    expect(configFrom({}).SMS_PROVIDER).toBe('outbox');
  });

  it('the error of a refused configuration names the missing key, never a secret value', () => {
    const secret = 'do-not-print-this-secret';
    const error = (() => {
      try {
        configFrom({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_SECRET: secret });
      } catch (caught) {
        return String(caught);
      }
    })();
    expect(error).toContain('ALIYUN_SMS_ACCESS_KEY_ID');
    expect(error).not.toContain(secret);
  });
});

describe('the fake SMS endpoint checks signatures as the provider does', () => {
  it('a call signed with another secret is refused and nothing is sent', async () => {
    const forged = aliyunSmsDelivery({ ...KEYS, accessKeySecret: 'not-the-secret', signName: '保险服务门户', templates: TEMPLATES, endpoint: sms.endpoint });
    const before = sms.received.length;
    await expect(forged.deliver({ phone: '13900139003', template: { name: 'login-code', params: { code: '1' } } })).rejects.toThrow();
    expect(sms.badSignatures).toBe(1);
    expect(sms.received).toHaveLength(before);
  });
});
