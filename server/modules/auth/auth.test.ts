import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CIPHER_PREFIX } from '../../../domain/api/auth';
import { sm4EncryptText } from '../../../domain/crypto';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { DEMO_AGENT } from '../../demo/seed';

const PHONE = '13912345678';

describe('signing in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/b2bCustomerWebuser/${url}`, payload: payload as object, headers });

  const accountLogin = (password: string) =>
    post('verificationUserLogin', {
      loginName: DEMO_AGENT.loginName,
      userId: DEMO_AGENT.id,
      passWord: sm4EncryptText(password, LOGIN_CIPHER_PREFIX),
    });

  it('signs in the demo agent with the SM4-encrypted password, and logout revokes the token', async () => {
    const login = await accountLogin(DEMO_AGENT.password);
    expect(login.json().returnCode).toBe('00');
    const token: string = login.json().content.token;
    const stored = await t.database.db.selectFrom('session').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const ureq = await post('createUreqSeq', {}, { authorization: token });
    expect(ureq.json().returnCode).toBe('00');
    await post('logout', {}, { authorization: token });
    const afterLogout = await post('createUreqSeq', {}, { authorization: token });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().returnMsg).toBe('未登录或登录已过期，请重新登录。');
  });

  it('refuses a wrong password, a plain-text password and a link of another issuer alike', async () => {
    expect((await accountLogin('wrong')).json()).toMatchObject({ returnCode: '9001', returnMsg: '账号或密码错误' });
    const plain = await post('verificationUserLogin', { loginName: DEMO_AGENT.loginName, userId: DEMO_AGENT.id, passWord: DEMO_AGENT.password });
    expect(plain.json().returnCode).toBe('9001');
    await t.database.db
      .insertInto('agent')
      .values({ id: '800002', login_name: 'other-agent', password_hash: 'scrypt$x$y', display_name: '另一出单人', balance_fen: 0 })
      .execute();
    const foreign = await post('verificationUserLogin', {
      loginName: DEMO_AGENT.loginName,
      userId: '800002',
      passWord: sm4EncryptText(DEMO_AGENT.password, LOGIN_CIPHER_PREFIX),
    });
    expect(foreign.json().returnCode).toBe('9001');
  });

  it('exchanges a ureqSeq for a session exactly once', async () => {
    const token = (await accountLogin(DEMO_AGENT.password)).json().content.token;
    const seq: string = (await post('createUreqSeq', {}, { authorization: token })).json().content.ureqSeq;
    const first = await t.app.inject({ method: 'GET', url: `/api/b2bCustomerWebuser/verificationUreqSeq?ureqSeq=${seq}` });
    expect(first.json().returnCode).toBe('00');
    expect(first.json().content.token).not.toBe(token);
    const again = await t.app.inject({ method: 'GET', url: `/api/b2bCustomerWebuser/verificationUreqSeq?ureqSeq=${seq}` });
    expect(again.json()).toMatchObject({ returnCode: '2006', returnMsg: '登录链接已失效，请重新进入' });
  });

  it('sends an SMS code to the outbox (never to the page) once a minute, accepts it once, and locks after five wrong tries', async () => {
    const sent = await post('messagesCode', { userId: DEMO_AGENT.id, holderTelephone: PHONE });
    expect(sent.json().returnCode).toBe('00');
    expect(sent.json().content).toEqual({ defaultFlag: 'N' });
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().content;
    const sms = outbox.find((message: { channel: string; recipient: string }) => message.channel === 'sms' && message.recipient === `${PHONE.slice(0, 3)}****${PHONE.slice(-4)}`);
    const code: string = sms.body.match(/\d{6}/)[0];
    expect((await post('messagesCode', { userId: DEMO_AGENT.id, holderTelephone: PHONE })).json().returnCode).toBe('2002');

    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('verificationCodeLogin', { userId: DEMO_AGENT.id, holderTelephone: PHONE, verificationCode: wrong })).json()).toMatchObject({
      returnCode: '2001',
      returnMsg: '验证码错误',
    });
    const good = await post('verificationCodeLogin', { userId: DEMO_AGENT.id, holderTelephone: PHONE, verificationCode: code });
    expect(good.json().returnCode).toBe('00');
    const reused = await post('verificationCodeLogin', { userId: DEMO_AGENT.id, holderTelephone: PHONE, verificationCode: code });
    expect(reused.json().returnCode).toBe('2004');

    const rows = await t.database.db.selectFrom('login_code').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(PHONE);
  });

  it('rejects a malformed phone with the spec message', async () => {
    const res = await post('messagesCode', { userId: DEMO_AGENT.id, holderTelephone: '2391234567' });
    expect(res.statusCode).toBe(400);
    expect(res.json().returnMsg).toContain('请输入正确手机号');
  });
});
