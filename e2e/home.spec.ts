import { expect, test } from '@playwright/test';
import { DEMO_AGENT } from './journeys/session';
import { SIGN } from './journeys/storefront';

test('the home page opens in Chinese and switches to English, and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('heading', { name: '欢迎使用保险服务门户' })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to the Insurance Service Portal' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to the Insurance Service Portal' })).toBeVisible();
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '欢迎使用保险服务门户' })).toBeVisible();
});

test('the web manifest makes the portal installable', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: '保险服务门户', display: 'standalone', theme_color: '#0958d9' });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
});

test('an unknown page shows the not-found page, not a blank screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
});

test('a phone set to English opens every page in English, drawn by the server or the browser, until Chinese is chosen', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // The storefront home is prerendered from the request's Accept-Language; /login and /index are drawn by the browser.
  await page.goto(`/astp/home?u=${DEMO_AGENT.id}&sign=${SIGN}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.goto(`/login?u=${DEMO_AGENT.id}`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Account')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the Insurance Service Portal' })).toBeVisible();

  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('heading', { name: '欢迎使用保险服务门户' })).toBeVisible();
  await page.goto(`/login?u=${DEMO_AGENT.id}`);
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await context.close();
});
