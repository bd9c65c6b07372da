import { expect, test } from '@playwright/test';
import { holdScripts } from './journeys/hold-scripts';

const HOME = '/astp/home?u=800001&sign=demo';
const PRODUCT = '/aszxty?u=800001&sign=demo';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the storefront home, a product page and the policy query show their real content', async ({ page }) => {
    await page.goto(HOME);
    await expect(page.getByRole('heading', { name: '出境旅行保险' })).toBeVisible();
    await expect(page.getByRole('link', { name: '全球旅行保险', exact: true })).toBeVisible();
    await expect(page.getByText(/¥[\d,.]+起/).first()).toBeVisible();

    await page.goto(PRODUCT);
    await expect(page.getByRole('heading', { name: '专项团体意外伤害保险' })).toBeVisible();
    await expect(page.getByText('面向办公室及轻体力岗位的团体意外保障')).toBeVisible();
    await expect(page.getByRole('tab', { name: '产品特色' })).toBeVisible();
    // The first tab's own text is drawn too, not left for the script (it would push the page down when it came).
    await expect(page.getByText('承保1-4类职业，覆盖绝大多数办公及服务岗位。')).toBeVisible();

    await page.goto('/astp/policyQuery');
    await expect(page.getByRole('heading', { name: '保单查询' })).toBeVisible();
    await expect(page.getByLabel('投保人手机号')).toBeEditable();
    await expect(page.getByLabel('投保人证件号码')).toBeEditable();
    // The query itself needs the script.
    await expect(page.getByRole('button', { name: '查询' })).toBeDisabled();
  });
});

test('the prerendered home hydrates without a mismatch or a second fetch of its list, and still answers taps', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/storefront/products')) listCalls.push(request.url());
  });
  await page.goto(HOME);
  const sorted = page.getByRole('tab', { name: '保险公司' });
  // A tab only becomes selected once React has taken the page over.
  await expect(async () => {
    await sorted.click();
    await expect(sorted).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
  expect(listCalls).toEqual([]);
  expect(problems).toEqual([]);
});

test('nothing on the product page moves when it goes live: a tap aimed at the reading box lands on it', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(PRODUCT, { waitUntil: 'commit' });
  const box = page.getByRole('checkbox', { name: /我已阅读并同意/ });
  const drawn = await box.boundingBox();
  const live = page.waitForEvent('console', (message) => message.text() === 'hydrated');
  await page.evaluate(() => document.addEventListener('hydrated', () => console.log('hydrated'), { once: true }));
  release();
  await live;
  await page.waitForLoadState('networkidle');
  expect(await box.boundingBox()).toEqual(drawn);
});

test('a tap on the prerendered page before its scripts arrive is kept and answered once the page is live', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(PRODUCT, { waitUntil: 'commit' });
  // The reading checkbox first opens the first notice to read (portal-spec 4).
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).click();
  await page.getByRole('button', { name: '长辈模式' }).click();
  release();
  await expect(page.getByRole('dialog', { name: '投保须知' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/elder/);
});
