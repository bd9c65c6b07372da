import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { fictionalIdNumber } from '../domain/validators';
import { travelOrderRequest } from '../tests/fixtures/orders';
import { agentToken } from './journeys/session';
import { freshTravelSeq } from './journeys/people';

const PHONE_BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

// Requests must reach the page's own routes (a service worker would answer some itself).
test.use({ serviceWorkers: 'block' });

/** A travel order of this spec's own fictional family (江映雪 and her son), saved through the API. */
async function placeOrder(request: APIRequestContext, seq: number): Promise<string> {
  const token = await agentToken(request);
  const order = travelOrderRequest(seq);
  const holderId = fictionalIdNumber('440305', '1979-11-23', seq);
  order.salPolicyHolder = { ...order.salPolicyHolder, holderName: '江映雪', holderIdNumber: holderId };
  order.salInsuredList = [
    { name: '江映雪', idType: '1', idNumber: holderId, relationship: '1' },
    { name: '江小帆', idType: '1', idNumber: fictionalIdNumber('440305', '2012-04-06', seq + 1), relationship: '3' },
  ];
  const saved = await (await request.post('/api/policy/saveOrder', { data: order, headers: { authorization: token } })).json();
  expect(saved.returnCode, saved.returnMsg).toBe('00');
  return saved.content.split(',')[0];
}

const radioNames = (page: Page) => page.getByRole('radiogroup', { name: '选择支付方式' }).locator('label').allTextContents();

test('inside WeChat, at phone size: 微信支付 first, and 支付宝 leads to /wx-guide and on to the phone’s browser', async ({ page, request, browser }) => {
  const policyId = await placeOrder(request, freshTravelSeq());
  await page.goto(`/pay?policyId=${policyId}`);
  await expect(page.getByRole('radio', { name: '微信支付' })).toBeVisible();
  expect(await radioNames(page)).toEqual(['微信支付', '银联', '支付宝请在浏览器中打开支付']);

  await page.getByRole('radio', { name: /支付宝/ }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/\/wx-guide\?target=/);
  const target = new URL(new URL(page.url()).searchParams.get('target') ?? '');
  expect(target.pathname + target.search).toBe(`/pay?policyId=${policyId}&payMethod=8`);
  await expect(page.getByText(target.href)).toBeVisible();

  // The same link in the phone's own browser: the pages of each provider, Alipay already chosen, paid at its cashier.
  const context = await browser.newContext({ userAgent: PHONE_BROWSER_UA, viewport: { width: 390, height: 844 }, isMobile: true, locale: 'zh-CN', serviceWorkers: 'block' });
  const phone = await context.newPage();
  await phone.goto(target.href);
  await expect(phone.getByRole('radio', { name: '支付宝' })).toBeChecked();
  expect(await radioNames(phone)).toEqual(['微信支付', '支付宝', '银联']);
  await phone.getByRole('button', { name: '立即支付' }).click();
  await phone.getByRole('dialog', { name: '支付' }).getByRole('button', { name: '前往支付' }).click();
  await expect(phone).toHaveURL(/\/api\/sandbox-pay\/cashier\/SBX/);
  await context.close();
});

test('inside WeChat without a known openid: WeChat’s authorisation first, then back to the order, paid in WeChat’s own sheet', async ({ page, request }) => {
  const policyId = await placeOrder(request, freshTravelSeq());
  // WeChat's bridge, recording what the page asks it to pay.
  await page.addInitScript(() => {
    const record = window as unknown as { __paid?: unknown };
    (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
      invoke: (name: string, params: unknown, done: (answer: { err_msg: string }) => void) => {
        record.__paid = { name, params };
        done({ err_msg: 'get_brand_wcpay_request:ok' });
      },
    };
  });
  // This server has no official account: its answers are those of one that has (the server's part is tested with
  // app.inject against a fake of WeChat's API), and WeChat's authorisation sends the payer straight back.
  const asked: string[] = [];
  await page.route('**/api/wechat/payer?*', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ returnCode: '00', returnMsg: 'ok', content: { authorise: true } }) });
  });
  let authorisedTo = '';
  await page.route('**/api/wechat/oauth?*', (route) => {
    authorisedTo = new URL(route.request().url()).searchParams.get('to') ?? '';
    return route.fulfill({ status: 302, headers: { location: authorisedTo } });
  });
  const jsapi = { appId: 'wx1234567890abcdef', timeStamp: '1764000000', nonceStr: 'n0nce', package: 'prepay_id=wx201410272009395522657a690389285100', signType: 'RSA', paySign: 'c2lnbg==' };
  await page.route('**/api/policy/onlinePayPolicy', async (route) => {
    const answer = await (await route.fetch()).json();
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ...answer, content: { ...answer.content, jsapi } }) });
  });

  await page.goto(`/pay?policyId=${policyId}`);
  await page.getByRole('radio', { name: '微信支付' }).check();
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('dialog', { name: '支付' }).getByRole('button', { name: '前往支付' }).click();

  // Back from the authorisation on the order's page, which pays at once without asking again.
  await expect(page).toHaveURL(new RegExp(`/result\\?policyId=${policyId}`));
  expect(authorisedTo).toBe(`/pay?policyId=${policyId}&payMethod=0&authorised=1`);
  expect(asked).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { __paid?: unknown }).__paid)).toEqual({ name: 'getBrandWCPayRequest', params: jsapi });
});
