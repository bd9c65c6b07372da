import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_OAUTH_CODE, FAKE_OPENID, type FakeWechatMp, startFakeWechatMp } from '../../../tests/fakes/wechat-mp';
import { OPENID_COOKIE, openidOf } from '../../sales/payer';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { jsSdkSignature } from './js-config';

const MP = { appId: 'wx1234567890abcdef', secret: 'mp-secret-for-the-tests' };
const PAGE = 'https://portal.example.cn/astp/home?u=800001&sign=abc';

let t: TestApp;
let fake: FakeWechatMp;
beforeAll(async () => {
  fake = await startFakeWechatMp(MP);
  t = await createTestApp({ seed: false, config: { PUBLIC_URL: 'https://portal.example.cn', WECHAT_MP_APPID: MP.appId, WECHAT_MP_SECRET: MP.secret, WECHAT_API_BASE: fake.base } });
}, 90_000);
afterAll(async () => {
  await t?.close();
  await fake.close();
});

const jsConfig = (url: string) => t.app.inject({ method: 'GET', url: `/api/wechat/js-config?url=${encodeURIComponent(url)}` });

describe('WeChat JS-SDK configuration', () => {
  it('signs the page as WeChat documents it, with one token and one ticket for many concurrent pages', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => jsConfig(`${PAGE}#share`)));
    expect(fake.tokenCalls).toBe(1);
    expect(fake.ticketCalls).toBe(1);
    for (const answer of answers) {
      const config = answer.json().content;
      expect(config).toMatchObject({ appId: MP.appId });
      // The URL is signed without its fragment.
      expect(config.signature).toBe(jsSdkSignature(fake.ticket, config.nonceStr, config.timestamp, PAGE));
    }
    // A second instance (another app over the same database would read the same row) does not refresh.
    await jsConfig(PAGE);
    expect(fake.tokenCalls).toBe(1);
  });

  it('refreshes an expired ticket once', async () => {
    await t.database.db.updateTable('wechat_credential').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    await Promise.all([jsConfig(PAGE), jsConfig(PAGE)]);
    expect(fake.tokenCalls).toBe(2);
    expect(fake.ticketCalls).toBe(2);
  });

  it('signs only this portal’s pages', async () => {
    expect((await jsConfig('https://evil.example.com/page')).statusCode).toBe(400);
  });

  it('the documented example signature', () => {
    // WeChat's JS-SDK appendix 1 example.
    expect(jsSdkSignature('sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg', 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value')).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
  });
});

describe('WeChat not configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ seed: false });
  }, 90_000);
  afterAll(async () => bare?.close());

  it('answers that sharing is off (200, so no page logs an error) and asks no payer to authorise', async () => {
    const config = await bare.app.inject({ method: 'GET', url: `/api/wechat/js-config?url=${encodeURIComponent(PAGE)}` });
    expect(config.statusCode).toBe(200);
    expect(config.json().content).toEqual({ configured: false });
    const payer = await bare.app.inject({ method: 'GET', url: '/api/wechat/payer?payMethod=0', headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile MicroMessenger/8.0.50' } });
    expect(payer.json().content).toEqual({ authorise: false });
  });
});

describe('WeChat web authorisation (snsapi_base)', () => {
  it('goes to WeChat with a signed state and comes back with the openid in a signed cookie', async () => {
    const start = await t.app.inject({ method: 'GET', url: `/api/wechat/oauth?to=${encodeURIComponent('/astp/home?u=800001&sign=abc')}` });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin + authorize.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(authorize.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ appid: MP.appId, response_type: 'code', scope: 'snsapi_base' });
    const back = new URL(authorize.searchParams.get('redirect_uri') ?? '');
    expect(back.origin + back.pathname).toBe('https://portal.example.cn/api/wechat/oauth/callback');
    const stateCookie = start.cookies.find((cookie) => cookie.name === 'wx_oauth_state');
    expect(stateCookie).toMatchObject({ httpOnly: true });

    const state = authorize.searchParams.get('state') ?? '';
    const callback = (query: string, cookie = `wx_oauth_state=${stateCookie?.value}`) =>
      t.app.inject({ method: 'GET', url: `/api/wechat/oauth/callback?${query}&to=${encodeURIComponent(back.searchParams.get('to') ?? '')}`, headers: { cookie } });

    // Another browser (no state cookie) or a changed state is refused.
    expect((await callback(`code=${FAKE_OAUTH_CODE}&state=${state}`, '')).statusCode).toBe(401);
    expect((await callback(`code=${FAKE_OAUTH_CODE}&state=${state.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}`)).statusCode).toBe(401);

    const done = await callback(`code=${FAKE_OAUTH_CODE}&state=${state}`);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/astp/home?u=800001&sign=abc');
    const openidCookie = done.cookies.find((cookie) => cookie.name === OPENID_COOKIE);
    expect(openidCookie).toMatchObject({ httpOnly: true, secure: true });
    expect(openidOf(t.config.SIGN_SECRET, openidCookie?.value)).toBe(FAKE_OPENID);
  });

  it('never sends the visitor back to another site', async () => {
    const start = await t.app.inject({ method: 'GET', url: `/api/wechat/oauth?to=${encodeURIComponent('//evil.example.com/x')}` });
    const back = new URL(new URL(String(start.headers.location)).searchParams.get('redirect_uri') ?? '');
    expect(back.searchParams.get('to')).toBe('/');
  });
});
