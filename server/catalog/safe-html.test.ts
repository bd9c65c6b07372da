import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ProductConfig } from '../../domain/catalog';
import { catalog } from './index';
import tatt2024 from './products/tatt2024';
import { validateProduct } from './load';
import { readProductFile } from './product-file';
import { withSafeHtml } from './safe-html';

const hostile = '<h3>条款</h3><p onclick="steal()">保障<script>steal()</script><img src="x" onerror="steal()"><a href="javascript:steal()">详情</a></p>';

function productWith(html: string): ProductConfig {
  const base = validateProduct('tatt2024.ts', tatt2024);
  return {
    ...base,
    tabs: [{ ...base.tabs[0], tabContent: { zh: html, en: html } }],
    materials: base.materials.map((material) => ({ ...material, materialForm: '2' as const, materialContent: { zh: html, en: html } })),
    disclosure: { ...base.disclosure, insuranceNoticeInfo: { zh: html, en: html } },
  };
}

describe('catalogue HTML made safe as it loads', () => {
  it('drops scripts, event handlers and script links from tabs, notices and the disclosure, keeping the text', () => {
    const safe = withSafeHtml(productWith(hostile));
    for (const html of [safe.tabs[0].tabContent.zh, safe.materials[0].materialContent.en, safe.disclosure.insuranceNoticeInfo.zh]) {
      expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
      expect(html).toContain('<h3>条款</h3>');
      expect(html).toContain('保障');
      expect(html).toContain('详情');
    }
  });

  it('leaves a file or link notice (a URL, not HTML) as it is', () => {
    const base = validateProduct('tatt2024.ts', tatt2024);
    const linked = { ...base, materials: [{ ...base.materials[0], materialForm: '1' as const, materialContent: { zh: 'https://example.com/a&b.pdf', en: 'https://example.com/a&b.pdf' } }] };
    expect(withSafeHtml(linked).materials[0].materialContent.zh).toBe('https://example.com/a&b.pdf');
  });

  it('keeps every text of every product file as written (headings, lists, cover tables), only escaping a bare &', async () => {
    const folder = fileURLToPath(new URL('./products/', import.meta.url));
    const texts = (product: ProductConfig) => [...product.tabs.map((tab) => tab.tabContent), ...product.materials.map((m) => m.materialContent), product.disclosure.insuranceNoticeInfo];
    for (const file of readdirSync(folder).filter((name) => /\.(ts|json)$/.test(name) && !name.includes('.test.'))) {
      const written = validateProduct(file, await readProductFile(join(folder, file)));
      const loaded = catalog.find(written.code)!;
      expect(texts(loaded).map((text) => text.zh), file).toEqual(texts(written).map((text) => text.zh.replaceAll('&', '&amp;')));
    }
  });
});
