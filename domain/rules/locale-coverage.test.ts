import { describe, expect, it } from 'vitest';
import { ruleCodes } from './codes';

// A computed path keeps the JSON outside the domain project's file list (tsconfig.domain.json).
async function catalogLocale(language: string): Promise<{ rules: Record<string, string> } & Record<string, unknown>> {
  const path = `../locales/${language}/catalog.json`;
  return (await import(/* @vite-ignore */ path)).default;
}

const parameters = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('catalog messages', () => {
  it('has every rule code in Chinese and English, with the same parameters', async () => {
    const zh = await catalogLocale('zh-CN');
    const en = await catalogLocale('en-US');
    for (const code of ruleCodes) {
      expect(zh.rules[code], code).toMatch(/\S/);
      expect(parameters(en.rules[code] ?? ''), code).toEqual(parameters(zh.rules[code]));
    }
    expect(Object.keys(en.rules).sort()).toEqual(Object.keys(zh.rules).sort());
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });
});
