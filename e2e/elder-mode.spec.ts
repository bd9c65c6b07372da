import { expect, type Page, test } from '@playwright/test';
import { applyAndPay, freshSeq, reachForm, SHARED_LINK, ZH } from './journeys/storefront';

// The narrowest phones still sold: 360 CSS pixels.
test.use({ viewport: { width: 360, height: 740 } });

async function fitsTheScreen(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** The smallest visible text and the smallest visible button on the screen, in CSS pixels. */
function smallest(page: Page) {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const texts = Array.from(document.querySelectorAll('body *')).filter(
      (element) => visible(element) && Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    );
    const buttons = Array.from(document.querySelectorAll('button, [role="button"]')).filter(visible);
    return {
      body: Number.parseFloat(getComputedStyle(document.body).fontSize),
      text: Math.min(...texts.map((element) => Number.parseFloat(getComputedStyle(element).fontSize))),
      button: Math.min(...buttons.map((element) => element.getBoundingClientRect().height)),
    };
  });
}

test('elder mode: a header toggle remembered on the phone; large type and 48 px targets; the storefront journey at 360 px without sideways scrolling', async ({ page }) => {
  await page.goto(SHARED_LINK);
  const toggle = page.getByRole('button', { name: '长辈模式' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const before = await smallest(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  // Remembered on this phone: a new visit opens in elder mode.
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\belder\b/);
  await expect(page.getByRole('button', { name: '长辈模式' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.sf-card').first()).toBeVisible();
  const after = await smallest(page);
  expect(before.text).toBeLessThan(18);
  expect(after.body).toBeGreaterThanOrEqual(20);
  expect(after.text).toBeGreaterThanOrEqual(18);
  expect(after.button).toBeGreaterThanOrEqual(48);
  await fitsTheScreen(page);

  await reachForm(page, ZH, /^申根签证旅行保险$/);
  await fitsTheScreen(page);
  expect((await smallest(page)).text).toBeGreaterThanOrEqual(18);
  await applyAndPay(page, ZH, freshSeq(), 2);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await fitsTheScreen(page);

  // And back: the standard mode is remembered too.
  await page.goto(SHARED_LINK);
  // The remembered mode shows once the page's script runs; the tap then turns it off.
  await expect(page.locator('html')).toHaveClass(/\belder\b/);
  await page.getByRole('button', { name: '长辈模式' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\belder\b/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/\belder\b/);
});

test('elder mode on the agent side at 360 px: the sign-in dialog reachable, the management pages without sideways scrolling', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('elder-mode', 'on'));
  // The order list's status tabs used to widen the page, and the sign-in dialog with it, past its button.
  await page.goto('/order?u=800001&sign=x');
  const dialog = page.getByRole('dialog', { name: '登录' });
  await fitsTheScreen(page);
  await dialog.getByLabel('账号').fill('demo-agent');
  await dialog.getByLabel('密码').fill('Demo#2026');
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '已出单' })).toBeVisible();
  await fitsTheScreen(page);
  // The policy search's two date fields, side by side, were wider than the phone.
  await page.goto('/policyManage?u=800001&sign=x');
  await expect(page.getByRole('form')).toBeVisible();
  await fitsTheScreen(page);
});
