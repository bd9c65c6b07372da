import { describe, expect, it } from 'vitest';
import { readCache } from './read-cache';

describe('the catalogue read cache', () => {
  it('loads once per key until the TTL ends or a sale invalidates it', async () => {
    let clock = 0;
    let loads = 0;
    const cache = readCache(1_000, () => clock);
    const load = async () => ++loads;
    expect(await Promise.all([cache.read('zh', load), cache.read('zh', load)])).toEqual([1, 1]);
    expect(await cache.read('en', load)).toBe(2);
    clock = 999;
    expect(await cache.read('zh', load)).toBe(1);
    clock = 1_000;
    expect(await cache.read('zh', load)).toBe(3);
    cache.invalidate();
    expect(await cache.read('zh', load)).toBe(4);
  });

  it('keeps no answer whose load began before an invalidation, nor a failed one', async () => {
    const cache = readCache(60_000);
    let release: (value: string) => void = () => {};
    const slow = cache.read('zh', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.read('zh', async () => 'new')).toBe('new');
    await expect(cache.read('en', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('en', async () => 'up')).toBe('up');
  });
});
