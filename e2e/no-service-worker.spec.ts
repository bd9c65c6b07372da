import { expect, test } from '@playwright/test';

// Runs only in the project that blocks service workers (playwright.config.ts), beside the storefront and policy query journeys.
test('without a service worker (WeChat on iOS) the app registers none and still opens the storefront and the policy query', async ({ page }) => {
  await page.goto('/astp/home');
  await expect(page.locator('.sf-card').first()).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker?.getRegistrations())?.length ?? 0)).toBe(0);
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
  await page.goto('/astp/policyQuery');
  await expect(page.getByRole('button', { name: '查询' })).toBeVisible();
});
