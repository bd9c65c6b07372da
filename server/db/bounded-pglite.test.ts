import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { BoundedPGliteDialect, DatabaseBusyError } from './bounded-pglite';

describe('the embedded database under more requests than it can serve', () => {
  const client = new PGlite();
  const db = new Kysely<Record<string, never>>({ dialect: new BoundedPGliteDialect(client, { capacity: 2, maxWaitMs: 200 }) });
  afterAll(() => db.destroy());

  it('serves waiters in turn, refuses beyond the queue at once, and gives up a wait past its limit', async () => {
    let release: () => void = () => {};
    let started: () => void = () => {};
    const holding = new Promise<void>((resolve) => (started = resolve));
    const held = db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      started();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    const queued = [sql`SELECT 2 AS n`.execute(db), sql`SELECT 3 AS n`.execute(db)];
    await expect(sql`SELECT 4`.execute(db)).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(Promise.all(queued)).rejects.toBeInstanceOf(DatabaseBusyError);
    release();
    await held;
    const after = await Promise.all([sql<{ n: number }>`SELECT 5 AS n`.execute(db), sql<{ n: number }>`SELECT 6 AS n`.execute(db)]);
    expect(after.map((result) => result.rows[0].n)).toEqual([5, 6]);
  });
});
