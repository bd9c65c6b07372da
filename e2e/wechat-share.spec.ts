import { expect, test } from '@playwright/test';

const SHARE = 'u=800001&sign=a0fbe954de9e583c32479f4d148a19eb';
const SIGNED = { appId: 'wx1234567890abcdef', timestamp: 1764000000, nonceStr: 'n0nce', signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed' };

// A stand-in for WeChat's JS-SDK: records what the page configures, and is "ready" at once.
const SDK_STUB = `window.__wx = { config: null, appMessage: null, timeline: null };
window.wx = {
  config: (c) => { window.__wx.config = c; },
  ready: (f) => setTimeout(f, 0),
  error: () => {},
  updateAppMessageShareData: (d) => { window.__wx.appMessage = d; },
  updateTimelineShareData: (d) => { window.__wx.timeline = d; },
};`;

test('inside WeChat, the storefront configures sharing with the agent’s signed link', async ({ page }) => {
  let signedUrl = '';
  await page.route('https://res.wx.qq.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body: SDK_STUB }));
  // The server's signing is tested on the server against a fake of WeChat's API; here it answers as configured.
  await page.route('**/api/wechat/js-config?*', (route) => {
    signedUrl = new URL(route.request().url()).searchParams.get('url') ?? '';
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ returnCode: '00', returnMsg: 'ok', content: { configured: true, ...SIGNED } }) });
  });
  await page.goto(`/astp/home?${SHARE}#top`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __wx?: { timeline: unknown } }).__wx?.timeline)).toBeTruthy();
  const wx = await page.evaluate(() => (window as unknown as { __wx: Record<string, Record<string, unknown>> }).__wx);

  expect(signedUrl).toMatch(/\/astp\/home\?u=800001&sign=a0fbe954de9e583c32479f4d148a19eb$/);
  expect(wx.config).toEqual({ ...SIGNED, debug: false, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
  const link = new URL(String(wx.appMessage.link));
  expect(link.pathname).toBe('/astp/home');
  expect(link.searchParams.get('u')).toBe('800001');
  expect(link.searchParams.get('sign')).toBe('a0fbe954de9e583c32479f4d148a19eb');
  expect(wx.appMessage).toMatchObject({ title: '出境旅行保险 · 在线投保', desc: expect.stringContaining('电子保单'), imgUrl: expect.stringMatching(/\/icons\/icon-192\.png$/) });
  expect(wx.timeline).toMatchObject({ title: wx.appMessage.title, link: wx.appMessage.link });
});

test('without an official account configured, the page loads no SDK and logs no error', async ({ page }) => {
  const sdk: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://res.wx.qq.com/')) sdk.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const answered = page.waitForResponse((response) => response.url().includes('/api/wechat/js-config'));
  await page.goto(`/astp/home?${SHARE}`);
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect((await answer.json()).content).toEqual({ configured: false });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sdk).toEqual([]);
  expect(errors).toEqual([]);
});
