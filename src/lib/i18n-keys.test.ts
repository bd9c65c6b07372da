import { describe, expect, it } from 'vitest';

// The app loads no fallback language (src/lib/i18n.ts): a key missing in one language would show as a raw key.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../../domain/locales/*/*.json', { eager: true });

function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`.replace(/_(one|other)$/, '')],
  );
}

function namespaces(lng: string): Map<string, Set<string>> {
  const prefix = `../../domain/locales/${lng}/`;
  return new Map(
    Object.entries(bundles)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, bundle]) => [path.slice(prefix.length, -'.json'.length), new Set(keys(bundle.default))]),
  );
}

describe('locales', () => {
  const zh = namespaces('zh-CN');
  const en = namespaces('en-US');

  it('have the same namespaces in both languages', () => {
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
    expect(zh.size).toBeGreaterThan(0);
  });

  it.each([...zh.keys()])('%s has the same keys in Chinese and English', (namespace) => {
    expect([...(en.get(namespace) ?? [])].sort()).toEqual([...(zh.get(namespace) ?? [])].sort());
  });
});
