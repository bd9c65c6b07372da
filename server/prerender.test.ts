import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontProduct } from '../domain/api/storefront';
import { formatYuan } from '../domain/money';
import { createTestApp, type TestApp } from '../tests/helpers/test-app';

// `npm test` builds before it runs these tests; a bare `vitest run` without a build has nothing to prerender with.
const built = existsSync('dist/server/entry-server.js');

describe.skipIf(!built)('the prerendered customer pages (dist/server, built by `vite build`)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { DIST_DIR: 'dist' } });
  }, 120_000);
  afterAll(() => t.close());

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const products = async (language: string) =>
    (await page(`/api/storefront/products?language=${language}`)).json().content as StorefrontProduct[];

  it('draws the storefront home with every plan and its from-price, in Chinese, with the data to hydrate from', async () => {
    const res = await page('/astp/home?u=800001&sign=demo', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="zh-CN">');
    expect(res.body).toContain('出境旅行保险');
    const plans = await products('zh-CN');
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      expect(res.body).toContain(plan.productName);
      expect(res.body).toContain(`${formatYuan(plan.fromPremiumFen)}起`);
      // "选择计划" is a link: tapped before the script has hydrated, it still opens the product.
      expect(res.body).toContain(`<a class="sf-card__choose" href="/astp/productDetail?p=${plan.productCode}" data-discover="true">选择计划</a>`);
    }
    expect(res.body).toContain('<script type="application/json" id="prerendered-state">');
    // The page's styles are in it: it paints styled before any script or stylesheet request. The disabled link is
    // not fetched and keeps Vite's chunk loader from fetching the file again.
    expect(res.body).toMatch(/<style>[^<]*\.sf-card[^<]*<\/style><link rel="stylesheet" crossorigin href="\/assets\/storefront-[\w-]+\.css" disabled>/);
    expect(res.body).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
    // No script is asked for before the first paint: the inline loader asks for the entry and the page's modules after it.
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('<link rel="modulepreload"');
    const loader = res.body.match(/<script data-entry="(\/assets\/index-[\w-]+\.js)" data-modules="([^"]+)">([^<]+)<\/script><\/head>/);
    expect(loader).not.toBeNull();
    expect(loader?.[2].split(' ')).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/framework-[\w-]+\.js$/), expect.stringMatching(/^\/assets\/StorefrontHome-[\w-]+\.js$/)]));
  });

  it('lists each module after the modules it imports, so the loader evaluates one per task', async () => {
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const importsOf = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, (chunk.imports ?? []).map((key) => `/${manifest[key].file}`)]));
    for (const url of ['/astp/home?u=800001&sign=demo', '/astp/policyQuery', '/aszxty?u=800001&sign=demo']) {
      const body = (await page(url)).body;
      const [, entry, listed] = body.match(/data-entry="([^"]+)" data-modules="([^"]+)"/) ?? [];
      const modules = listed.split(' ');
      expect(new Set(modules).size).toBe(modules.length);
      for (const [position, module] of modules.entries()) {
        for (const imported of importsOf.get(module) ?? []) if (imported !== entry) expect(modules.indexOf(imported), `${module} imports ${imported}`).toBeLessThan(position);
      }
    }
  });

  it("names the page's routes in its state, so the browser loads their code without matching the whole table", async () => {
    const state = (body: string) => JSON.parse(body.match(/<script type="application\/json" id="prerendered-state">([^<]+)<\/script>/)?.[1] ?? '{}');
    const { routesAt } = await import('../src/app/routes');
    const pathAt = (place: number[]) => routesAt(place).at(-1)?.path;
    expect(pathAt(state((await page('/astp/home?u=800001&sign=demo')).body).route)).toBe('/astp/home');
    expect(pathAt(state((await page('/astp/policyQuery')).body).route)).toBe('/astp/policyQuery');
    expect(pathAt(state((await page('/aszxty?u=800001&sign=demo')).body).route)).toBe('/:productName');
  });

  it('sends the page compressed, as the static files are', async () => {
    const res = await page('/astp/home?u=800001&sign=demo', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('出境旅行保险');
    expect((await page('/astp/home', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('keeps the CSP strict: the one inline script runs by its hash, the state is a JSON block', async () => {
    const res = await page('/astp/home');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    const inline = [...res.body.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([^<]+)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]).digest('base64');
    const scriptSources = (header: unknown) => String(header).split(';').find((directive) => directive.startsWith('script-src '))?.split(' ');
    expect(scriptSources(policy)).toEqual(['script-src', "'self'", 'https://res.wx.qq.com', `'sha256-${hash}'`]);
    // A page drawn by the browser has no inline script to allow; the rest of its policy is the same.
    const plain = (await page('/order')).headers['content-security-policy'];
    expect(scriptSources(plain)).toEqual(['script-src', "'self'", 'https://res.wx.qq.com']);
    expect(String(plain)).toBe(policy.replace(` 'sha256-${hash}'`, ''));
  });

  it('draws English when the visitor chose it on this device (cookie) or the browser asks for it', async () => {
    const english = (await products('en-US'))[0];
    for (const headers of [{ cookie: 'lang=en-US' }, { 'accept-language': 'en-GB,en;q=0.9' }] as Record<string, string>[]) {
      const res = await page('/astp/home', headers);
      expect(res.body).toContain('<html lang="en-US">');
      expect(res.body).toContain(english.productName);
    }
    const chosenChinese = await page('/astp/home', { cookie: 'lang=zh-CN', 'accept-language': 'en-US' });
    expect(chosenChinese.body).toContain('<html lang="zh-CN">');
  });

  it('draws the product page with its title, sale text and tabs', async () => {
    const product = (await page('/api/product/queryProduct?productCode=aszxty&language=1')).json().content;
    const res = await page('/aszxty?u=800001&sign=demo');
    expect(res.body).toContain(`<h1 class="product-page__title">${product.productName}</h1>`);
    expect(res.body).toContain(product.productSale);
    expect(res.body).toContain('role="tablist"');
  });

  it('draws the policy query with its form, whose button waits for the script', async () => {
    const res = await page('/astp/policyQuery?u=800001&sign=demo');
    expect(res.body).toContain('<h1 class="page__title">保单查询</h1>');
    expect(res.body).toContain('<label for="field-holderPhone" class="form-field__label">投保人手机号 / 联系电话</label>');
    expect(res.body).toMatch(/<input[^>]*id="field-holderIdNumber"/);
    // The query needs the script (src/lib/plain-form.ts keeps what is typed before it runs).
    expect(res.body).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(res.body).toContain('<script type="application/json" id="prerendered-state">');
  });

  it('sends the plain shell for pages it does not draw, and never serves its own bundle', async () => {
    const order = await page('/order');
    expect(order.statusCode).toBe(200);
    expect(order.body).not.toContain('prerendered-state');
    expect(order.body).toContain('<div id="root"><div class="boot">');
    const bundle = await page('/server/entry-server.js');
    expect(bundle.body).not.toContain('createStaticHandler');
  });

  it('draws a page in milliseconds (printed: the mean of 20 renders)', async () => {
    await page('/astp/home');
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) await page('/astp/home?u=800001&sign=demo');
    console.log(`prerender of /astp/home: ${((performance.now() - started) / 20).toFixed(1)} ms per request`);
  });
});
