// Real page loads in Debian's Chromium: which scripts a phone fetches before the page is interactive, and Lighthouse's view.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { LOGIN_CIPHER_PREFIX } from '../../domain/api/auth';
import { sm4EncryptText } from '../../domain/crypto';
import { sessionCookies } from '../../e2e/journeys/session';

export const WECHAT_ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; V2217A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) ' +
  'WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const CHROMIUM = '/usr/bin/chromium';
const run = promisify(execFile);
const require = createRequire(import.meta.url);
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface ScriptFile {
  url: string;
  /** Bytes on the wire as the server sent them (brotli from the portal). */
  transfer: number;
  /** The same file gzipped at level 9: the unit of the budgets. */
  gzip: number;
}

export interface ScriptLoad {
  finalUrl: string;
  files: ScriptFile[];
  gzip: number;
  transfer: number;
}

export function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

/** The demo agent's session token, as the sign-in dialog would obtain it. */
export async function demoAgentToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/b2bCustomerWebuser/verificationUserLogin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ loginName: 'demo-agent', userId: '800001', passWord: sm4EncryptText('Demo#2026', LOGIN_CIPHER_PREFIX) }),
  });
  const body = (await response.json()) as { content?: { token?: string } };
  if (!body.content?.token) throw new Error(`the demo agent could not sign in: ${JSON.stringify(body)}`);
  return body.content.token;
}

/**
 * A first visit at phone size with WeChat's user agent and no service worker (the first visit has none yet):
 * every script the page fetches until the network is quiet, i.e. everything its first screen waits for.
 */
export async function loadScripts(browser: Browser, url: string, token?: string): Promise<ScriptLoad> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: WECHAT_ANDROID_UA,
    locale: 'zh-CN',
    serviceWorkers: 'block',
  });
  if (token) await context.addCookies(sessionCookies(token, url));
  const page = await context.newPage();
  const pending: Array<Promise<ScriptFile>> = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' && !new URL(response.url()).pathname.endsWith('.js')) return;
    pending.push(
      (async () => {
        const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
        return { url: response.url(), transfer: sizes.responseBodySize, gzip: gzipSync(body, { level: 9 }).length };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = await Promise.all(pending);
  const finalUrl = page.url();
  await context.close();
  return {
    finalUrl,
    files,
    gzip: files.reduce((total, file) => total + file.gzip, 0),
    transfer: files.reduce((total, file) => total + file.transfer, 0),
  };
}

export interface LighthouseFigures {
  score: number;
  /** The host's speed as Lighthouse measured it before the run (reference-host.ts). */
  benchmarkIndex: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The Lighthouse that Lighthouse CI runs (a dependency of @lhci/cli), started as LHCI starts it. */
const LIGHTHOUSE_CLI = join(dirname(createRequire(require.resolve('@lhci/cli/package.json')).resolve('lighthouse')), '../cli/index.js');

/**
 * Lighthouse mobile (simulated slow 4G, 4x CPU) with WeChat's user agent, one cold run in a process of its own, exactly
 * as Lighthouse CI runs it, so the bench and CI measure alike. A run Lighthouse could not measure (now and then its
 * trace lacks the navigation's start, NO_NAVSTART) is tried again up to three attempts, as LHCI's collect does; a page
 * it cannot measure in three fails the bench: it used to count as a score of 0.
 */
export async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  const failures: string[] = [];
  while (failures.length < 3) {
    try {
      return await lighthouseAttempt(url);
    } catch (failure) {
      failures.push(String(failure).split('\n')[0]);
    }
  }
  throw new Error(`Lighthouse could not measure ${url} in 3 attempts: ${failures.join('; ')}`);
}

async function lighthouseAttempt(url: string): Promise<LighthouseFigures> {
  const settings = {
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false },
    throttlingMethod: 'simulate',
    onlyCategories: ['performance'],
    emulatedUserAgent: WECHAT_ANDROID_UA,
    chromeFlags: ['--headless=new', ...FLAGS].join(' '),
  };
  const folder = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const flagsFile = join(folder, 'flags.json');
  writeFileSync(flagsFile, JSON.stringify(settings));
  try {
    // Lighthouse exits with 1 on a run it could not measure and still prints its report, whose runtimeError says why.
    const stdout = await run(process.execPath, [LIGHTHOUSE_CLI, url, '--output=json', '--output-path=stdout', `--cli-flags-path=${flagsFile}`], {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      maxBuffer: 256 * 1024 * 1024,
    }).then(
      (done) => done.stdout,
      (failure: { stdout?: string }) => (failure.stdout?.startsWith('{') ? failure.stdout : Promise.reject(failure)),
    );
    const { audits, categories, environment, runtimeError } = JSON.parse(stdout) as LighthouseReport;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      benchmarkIndex: environment.benchmarkIndex,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  environment: { benchmarkIndex: number };
  audits: Record<'largest-contentful-paint' | 'total-blocking-time' | 'cumulative-layout-shift', { numericValue: number }>;
}
