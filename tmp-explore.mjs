import { chromium } from 'playwright-core';
const UA = 'Mozilla/5.0 (Linux; Android 12; V2136A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const base = 'http://127.0.0.1:8080';
const sign = 'u=800001&sign=a0fbe954de9e583c32479f4d148a19eb';
const pages = process.argv.slice(2);
for (const spec of pages) {
  const [name, path, mode] = spec.split('|');
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, userAgent: UA, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  if (mode?.includes('elder')) await context.addInitScript(() => localStorage.setItem('elder-mode', 'on'));
  if (mode?.includes('en')) await context.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await page.goto(base + path.replace('SIGN', sign), { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
  console.log(name, 'overflow', overflow, 'errors', errors.slice(0, 3).join(' | ').slice(0, 300));
  await context.close();
}
await browser.close();
