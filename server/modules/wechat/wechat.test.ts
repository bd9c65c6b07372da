import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWechatMp, startFakeWechatMp } from '../../../tests/fakes/wechat-mp';
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
