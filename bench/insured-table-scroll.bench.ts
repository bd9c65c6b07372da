// Prints the frame times of the group application's insured table with 5,000 people while it scrolls, on a
// phone-sized Chromium with the CPU slowed 4x (issue 15: the virtualised table stays smooth on a phone).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { execSync } from 'node:child_process';
import { sessionCookies } from '../e2e/journeys/session';
import { insuredListXlsx } from '../tests/fixtures/insured-list';
import { demoAgentToken, openBrowser, WECHAT_ANDROID_UA } from './first-load/measure';
import { startPortal } from './first-load/servers';

// The journeys' port of this worktree (E2E_PORT): not run at the same time as they are.
const PORT = Number(process.env.E2E_PORT ?? 8203);
const ROWS = 5000;
const CPU_SLOWDOWN = 4;
const SCROLL_MS = 4000;
const PX_PER_FRAME = 40;
const FRAME_BUDGET_MS = 1000 / 60;

if (!existsSync('dist/index.html')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const portal = await startPortal(PORT);
const browser = await openBrowser();
try {
  const token = await demoAgentToken(portal.origin);
  const url = `${portal.origin}/aszxty/apply?p=aszxty&u=800001`;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: WECHAT_ANDROID_UA, locale: 'zh-CN', serviceWorkers: 'block' });
  // At the site's root, so the cookies go with the API calls too.
  await context.addCookies(sessionCookies(token, portal.origin));
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('button', { name: 'Excel导入' }).click();
  await page
    .getByRole('region', { name: 'Excel清单' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'insureds.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await insuredListXlsx(ROWS) });
  try {
    await page.locator('.insured-list__head').getByText(`${ROWS}人`).waitFor({ timeout: 120_000 });
  } catch (error) {
    console.log(await page.locator('.sheet-upload').innerText().catch(() => ''));
    throw error;
  }
  await page.getByTestId('insured-row').first().waitFor();

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // Scrolls down the list a step every frame and records the time between frames.
  // As source text: tsx would wrap named functions in a helper the page does not have.
  const frames: number[] = await page.evaluate(`new Promise((done) => {
    const gaps = [];
    const list = document.querySelector('.insured-list__rows');
    window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY);
    let last = performance.now();
    const started = last;
    const tick = (now) => {
      gaps.push(now - last);
      last = now;
      window.scrollBy(0, ${PX_PER_FRAME});
      if (now - started < ${SCROLL_MS}) requestAnimationFrame(tick);
      else done(gaps.slice(1));
    };
    requestAnimationFrame(tick);
  })`);
  const cards = await page.getByTestId('insured-row').count();
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
  const slow = frames.filter((gap) => gap > FRAME_BUDGET_MS * 2).length;
  console.log(`${ROWS.toLocaleString('en-US')} insured, CPU slowed ${CPU_SLOWDOWN}x, ${PX_PER_FRAME} px a frame for ${SCROLL_MS / 1000} s (${cards} cards in the page):`);
  console.log(`  frames ${frames.length}, median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, worst ${sorted[sorted.length - 1].toFixed(1)} ms`);
  console.log(`  frames over ${(FRAME_BUDGET_MS * 2).toFixed(1)} ms (two frames at 60 Hz): ${slow} of ${frames.length}`);
  console.log(`  load average: ${loadavg().map((value) => value.toFixed(2)).join(' ')} (2 cores)`);
  await context.close();
} finally {
  await browser.close();
  await portal.stop();
}
