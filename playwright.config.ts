import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
/** The operators' token of the e2e server (e2e/ops-statements.spec.ts signs in with it). */
export const E2E_OPS_TOKEN = 'e2e-operators-token-0123456789';
const WECHAT_ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; V2217A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) ' +
  'WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // One more try in CI, where a rare stall of the shared Chromium (a context that would not close, once in ~90 journeys)
  // would otherwise fail the run; the list reporter names every journey that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: WECHAT_ANDROID_UA,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'wechat-android', testIgnore: /no-service-worker\.spec\.ts/ },
    // WeChat on iOS has no service worker: the customer's journeys must pass without one.
    {
      name: 'wechat-no-service-worker',
      testMatch: /(storefront|policy-query|no-service-worker)\.spec\.ts/,
      use: { serviceWorkers: 'block' },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', OPS_TOKEN: E2E_OPS_TOKEN },
  },
});
