/**
 * Catalogue reads served from memory (issue 19): an answer is kept per key for at most `ttlMs` and dropped at once
 * when a sale changes what it shows. Invalidation is called inside the changing transaction, so a read racing its
 * commit can keep the old answer until the TTL ends; the TTL also bounds how long another instance lags.
 */
export interface ReadCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
}

export function readCache(ttlMs: number, now: () => number = Date.now): ReadCache {
  const entries = new Map<string, { until: number; value: Promise<unknown> }>();
  // A load that started before an invalidation must not store its (older) answer after it.
  let generation = 0;
  // Only this load's own entry: a newer one stored meanwhile stays.
  const forget = (key: string, value: Promise<unknown>) => {
    if (entries.get(key)?.value === value) entries.delete(key);
  };
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.value as Promise<T>;
      const started = generation;
      // Concurrent misses share one load.
      const value = load();
      entries.set(key, { until: now() + ttlMs, value });
      value.then(
        () => {
          if (generation !== started) forget(key, value);
        },
        () => forget(key, value),
      );
      return value;
    },
    invalidate() {
      generation++;
      entries.clear();
    },
  };
}
