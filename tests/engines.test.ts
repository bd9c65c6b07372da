import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));

/** The lowest Node major a range admits when it is one simple lower bound (">=22", "^22.12", "22.x"); else none. */
function lowestMajor(range: string): number | undefined {
  if (range.includes('||')) return undefined;
  const match = range.trim().match(/^(?:>=|\^|~)?\s*v?(\d+)/);
  return match ? Number(match[1]) : undefined;
}

describe('the Node version the project says it supports', () => {
  it('is one every installed package accepts: no engine warnings on a fresh install', () => {
    const ours = lowestMajor(manifest.engines.node)!;
    const demanding = Object.entries(lock.packages as Record<string, { engines?: { node?: string }; optional?: boolean }>)
      .filter(([path, entry]) => path !== '' && typeof entry.engines?.node === 'string')
      .filter(([, entry]) => (lowestMajor(entry.engines!.node!) ?? 0) > ours)
      .map(([path, entry]) => `${path} (${entry.engines!.node})`);
    expect(demanding).toEqual([]);
  });
});
