import type { Page } from '@playwright/test';

/** A slow network: the page's scripts are held back until `release()`, so the test acts on the server's drawing. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
