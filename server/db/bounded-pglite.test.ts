import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoundedPGliteDialect, DatabaseBusyError } from './bounded-pglite';
import { withDeadline } from './request-deadline';

describe('the embedded database under more requests than it can serve', () => {
  const db = new Kysely<Record<string, never>>({ dialect: new BoundedPGliteDialect(new PGlite(), { capacity: 2, maxWaitMs: 200, lateWaitMs: 50 }) });
  const patient = new Kysely<Record<string, never>>({ dialect: new BoundedPGliteDialect(new PGlite(), { capacity: 8, maxWaitMs: 60_000, lateWaitMs: 50 }) });
  // Booting PGlite takes seconds on a loaded machine: done before the tests, which then measure nothing but order.
  beforeAll(() => Promise.all([sql`SELECT 1`.execute(db), sql`SELECT 1`.execute(patient)]), 120_000);
  afterAll(() => Promise.all([db.destroy(), patient.destroy()]));

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

  it('cuts the wait of a request past its deadline short, while work without one waits its turn', async () => {
    let release: () => void = () => {};
    let started: () => void = () => {};
    const holding = new Promise<void>((resolve) => (started = resolve));
    const held = patient.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      started();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await holding;
    const job = sql<{ n: number }>`SELECT 7 AS n`.execute(patient);
    await expect(withDeadline(Date.now() - 1, () => sql`SELECT 8`.execute(patient))).rejects.toBeInstanceOf(DatabaseBusyError);
    release();
    await held;
    expect((await job).rows[0].n).toBe(7);
  });
});
