import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CIPHER_PREFIX } from '../../../domain/api/auth';
import { sm4EncryptText } from '../../../domain/crypto';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { DEMO_HOLDER } from '../../demo/demo-policy';
import { DEMO_AGENT } from '../../demo/seed';

describe('the two kinds of principal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, authorization?: string) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: authorization ? { authorization } : {} });
  /** The code the outbox SMS to a masked number carries (the answer never does). */
  const lastCode = async (masked: string): Promise<string> => {
    const sms = await t.database.db.selectFrom('outbox_message').select('body').where('recipient_masked', '=', masked).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return t.app.sales.sensitive.decrypt(sms.body).match(/\d{6}/)![0];
  };
  const holderLogin = (holderName: string, holderIdNumber: string) =>
    post('/b2bCustomerWebuser/verificationHolderMsgsLogin', { userId: DEMO_AGENT.id, holderName, holderIdNumber });

  it('signs a policyholder in by name and ID number, and only with both right', async () => {
    const login = await holderLogin(DEMO_HOLDER.name, DEMO_HOLDER.idNumber);
    expect(login.json().returnCode).toBe('00');
    const who = await t.app.inject({ method: 'GET', url: '/api/b2bCustomerWebuser/userLogin', headers: { authorization: login.json().content.token } });
    expect(who.json().content).toMatchObject({ kind: 'holder', issuerId: DEMO_AGENT.id, name: '王*远' });
    expect((await holderLogin('王思', DEMO_HOLDER.idNumber)).json()).toMatchObject({ returnCode: '9002', returnMsg: '未找到该投保人的保单，请核对姓名和证件号码' });
    expect((await holderLogin(DEMO_HOLDER.name, `${DEMO_HOLDER.idNumber.slice(0, 16)}00`)).json().returnCode).toBe('9002');
    expect((await post('/b2bCustomerWebuser/verificationHolderMsgsLogin', { userId: '999999', holderName: DEMO_HOLDER.name, holderIdNumber: DEMO_HOLDER.idNumber })).json().returnCode).toBe('1044');
  });

  it('lets a policyholder signed in by SMS code open the order list, with only their own orders', async () => {
    expect((await post('/b2bCustomerWebuser/messagesCode', { userId: DEMO_AGENT.id, holderTelephone: DEMO_HOLDER.phone })).json().content).toEqual({ defaultFlag: 'N' });
    const code = await lastCode('138****8000');
    const token = (await post('/b2bCustomerWebuser/verificationCodeLogin', { userId: DEMO_AGENT.id, holderTelephone: DEMO_HOLDER.phone, verificationCode: code })).json().content.token;
    const page = await post('/authorization/queryOrderPage', {}, token);
    expect(page.statusCode).toBe(200);
    expect(page.json().content.total).toBe(1);
    // A phone with no orders sees an empty list, not someone else's.
    await post('/b2bCustomerWebuser/messagesCode', { userId: DEMO_AGENT.id, holderTelephone: '13700001111' });
    const other = await lastCode('137****1111');
    const stranger = (await post('/b2bCustomerWebuser/verificationCodeLogin', { userId: DEMO_AGENT.id, holderTelephone: '13700001111', verificationCode: other })).json().content.token;
    expect((await post('/authorization/queryOrderPage', {}, stranger)).json().content).toMatchObject({ total: 0, list: [] });
  });

  it('refuses an expired token with the spec’s message', async () => {
    const token = (await holderLogin(DEMO_HOLDER.name, DEMO_HOLDER.idNumber)).json().content.token;
    await t.database.db.updateTable('session').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    const refused = await post('/authorization/queryOrderPage', {}, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().returnMsg).toBe('未登录或登录已过期，请重新登录。');
  });

  it('checks an account without opening a session', async () => {
    const before = await t.database.db.selectFrom('session').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const check = (password: string) =>
      post('/b2bCustomerWebuser/loginCheck', { loginName: DEMO_AGENT.loginName, userId: DEMO_AGENT.id, password: sm4EncryptText(password, LOGIN_CIPHER_PREFIX) });
    expect((await check(DEMO_AGENT.password)).json().returnCode).toBe('00');
    expect((await check('wrong')).json()).toMatchObject({ returnCode: '9001', returnMsg: '账号或密码错误' });
    const after = await t.database.db.selectFrom('session').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('verifies a phone typed in a form with a code sent through the outbox, once', async () => {
    const phone = '13612345678';
    await post('/message/send', { phone, msgContent: '投保手机号验证' });
    const code = await lastCode('136****5678');
    const sms = await t.database.db.selectFrom('outbox_message').select('body').where('recipient_masked', '=', '136****5678').executeTakeFirstOrThrow();
    expect(t.app.sales.sensitive.decrypt(sms.body)).toContain(`投保手机号验证，验证码：${code}`);
    expect((await post('/message/checkMsgCode', { phone, code: code === '000000' ? '111111' : '000000' })).json().returnCode).toBe('2001');
    expect((await post('/message/checkMsgCode', { phone, code })).json().returnCode).toBe('00');
    expect((await post('/message/checkMsgCode', { phone, code })).json().returnCode).toBe('2004');
    // A verification code does not sign anyone in.
    const login = await post('/b2bCustomerWebuser/verificationCodeLogin', { userId: DEMO_AGENT.id, holderTelephone: phone, verificationCode: code });
    expect(login.json().returnCode).toBe('2004');
    expect((await post('/message/send', { phone: '1234' })).statusCode).toBe(400);
  });
});
