import { expect, test } from '@playwright/test';
import { sessionCookies } from './journeys/session';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

test('a literal "null" product or issuer goes to /error', async ({ page }) => {
  await page.goto('/index?p=null');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('出错了')).toBeVisible();
  await page.goto('/aszxty?u=null');
  await expect(page).toHaveURL(/\/error$/);
});

test('an unknown product on /index, or none on a storefront page, lands on the sd page', async ({ page }) => {
  await page.goto('/index?p=NO_SUCH_PRODUCT');
  await expect(page).toHaveURL(/\/sd\?p=NO_SUCH_PRODUCT$/);
  await expect(page.getByText('产品不存在或已停售')).toBeVisible();
  // The storefront's product and application pages opened without a product say so the same way.
  for (const path of ['/astp/productDetail', '/astp/addPolicy']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/sd$/);
    await expect(page.getByText('产品不存在或已停售')).toBeVisible();
  }
});

test('Internet Explorer is sent to /ieError, but may open the result pages', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: IE11, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/index');
  await expect(page).toHaveURL(/\/ieError$/);
  await expect(page.getByText('请更换浏览器')).toBeVisible();
  await page.goto('/error');
  await expect(page).toHaveURL(/\/error$/);
  await context.close();
});

test('the management pages ask a visitor to sign in, with the spec message', async ({ page }) => {
  await page.goto('/order?u=800001&sign=x');
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('未登录或登录已过期，请重新登录。')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '管理导航' }).getByRole('link', { name: '保单管理' })).toHaveAttribute(
    'href',
    '/policyManage?u=800001&sign=x',
  );
});

test('on an English page the sign-in request is in English too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await page.goto('/order?u=800001&sign=x');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByText('You are not signed in, or your sign-in has expired. Please sign in again.')).toBeVisible();
});

test('the demo agent signs in with account and password; the header then offers logout', async ({ page }) => {
  await page.goto('/order?u=800001&sign=x');
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByLabel('账号').fill('demo-agent');
  await dialog.getByLabel('密码').fill('Demo#2026');
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '登录' })).toBeHidden();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'token')?.value).toBeTruthy();

  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('dialog').filter({ hasText: '确定要退出登录吗？' }).getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
});

test('pasting unreadable characters is blocked with the spec warning', async ({ page }) => {
  await page.goto('/order?u=800001&sign=x');
  const field = page.getByRole('dialog', { name: '登录' }).getByLabel('账号');
  await field.focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', '\u2F08\u2F46 王小明');
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(page.getByText(/粘贴文本【.*】中存在不可识别的文字，请检查或手动输入/)).toBeVisible();
});

test('a 401 from a call (an expired session) shows the spec message and opens the login dialog', async ({ page, context }) => {
  await context.addCookies(sessionCookies('expired-or-revoked-token', test.info().project.use.baseURL!));
  await page.goto('/aszxty?u=800001&sign=x');
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  // Sharing asks the server for the agent's signed link, which needs a live session.
  await page.getByRole('button', { name: '分享' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('未登录或登录已过期，请重新登录。')).toBeVisible();
  await expect(page.getByRole('button', { name: '退出登录' })).toBeHidden();
});

test('sign-in by SMS: the code is not filled in by the page; it is in the outbox, and signs in once typed', async ({ page, request }) => {
  const phone = `1370000${String(Date.now() % 10_000).padStart(4, '0')}`;
  await page.goto('/order?u=800001&sign=x');
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByRole('tab', { name: '短信验证码' }).click();
  await dialog.getByLabel('手机号').fill(phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  await expect(dialog.getByLabel('验证码')).toHaveValue('');

  const outbox = (await (await request.get('/api/dev/outbox')).json()).content as { channel: string; recipient: string; body: string }[];
  const sms = outbox.find((message) => message.channel === 'sms' && message.recipient === `${phone.slice(0, 3)}****${phone.slice(-4)}`);
  const code = sms?.body.match(/\d{6}/)?.[0] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await dialog.getByLabel('验证码').fill(code);
  const [login] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/verificationCodeLogin')),
    dialog.getByRole('button', { name: '登录' }).click(),
  ]);
  // A code-holder signs in as a policyholder (the agent-only order list then asks an agent to sign in).
  expect(login.status()).toBe(200);
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'token' && cookie.value !== '')).toBe(true);
});
