import { sql, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { DB } from '../db/schema';

/**
 * Counts attempts per key in a window. `hit` raises and answers the count in one atomic step (Redis INCR in a
 * script, or one database upsert), so parallel requests never read the same count and all pass.
 */
export interface Counters {
  hit(key: string, windowMs: number, now?: Date): Promise<number>;
  /** The count now, for deciding whether to ask for a challenge; the limit itself is always enforced by `hit`. */
  peek(key: string, now?: Date): Promise<number>;
  clear(key: string): Promise<void>;
}

/** Keys of the shared counters in Redis; tests clear them by this prefix. */
export const COUNTER_NAMESPACE = 'portal-attempts:';

const INCREMENT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

export function redisCounters(redis: Redis): Counters {
  return {
    async hit(key, windowMs) {
      return Number(await redis.eval(INCREMENT_IN_WINDOW, 1, COUNTER_NAMESPACE + key, String(windowMs)));
    },
    async peek(key) {
      return Number((await redis.get(COUNTER_NAMESPACE + key)) ?? 0);
    },
    async clear(key) {
      await redis.del(COUNTER_NAMESPACE + key);
    },
  };
}

export function databaseCounters(db: Kysely<DB>): Counters {
  return {
    async hit(key, windowMs, now = new Date()) {
      const ends = new Date(now.getTime() + windowMs);
      // A window that has ended starts again at one; the row lock of ON CONFLICT serialises concurrent hits.
      const row = await db
        .insertInto('attempt_counter')
        .values({ key, count: 1, window_ends: ends })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`CASE WHEN attempt_counter.window_ends <= ${now} THEN 1 ELSE attempt_counter.count + 1 END`,
            window_ends: sql`CASE WHEN attempt_counter.window_ends <= ${now} THEN excluded.window_ends ELSE attempt_counter.window_ends END`,
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return row.count;
    },
    async peek(key, now = new Date()) {
      const row = await db.selectFrom('attempt_counter').select('count').where('key', '=', key).where('window_ends', '>', now).executeTakeFirst();
      return row?.count ?? 0;
    },
    async clear(key) {
      await db.deleteFrom('attempt_counter').where('key', '=', key).execute();
    },
  };
}

/** Database counts whose window ended a day ago are gone for good (Redis expires its keys itself). */
export async function purgeEndedCounters(db: Kysely<DB>, now: Date = new Date()): Promise<void> {
  await db.deleteFrom('attempt_counter').where('window_ends', '<', new Date(now.getTime() - 24 * 3600_000)).execute();
}
