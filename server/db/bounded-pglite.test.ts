import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoundedPGliteDialect, DatabaseBusyError } from './bounded-pglite';
import { withDeadline } from './request-deadline';

/** A transaction that holds the one connection until `release()`; resolves once it holds it. */
async function holdConnection(db: Kysely<Record<string, never>>): Promise<{ held: Promise<void>; release: () => void }> {
  let release: () => void = () => {};
  let started: () => void = () => {};
  const holding = new Promise<void>((resolve) => (started = resolve));
  const held = db.transaction().execute(async (trx) => {
    await sql`SELECT 1`.execute(trx);
    started();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await holding;
  return { held, release };
}

describe('the embedded database under more requests than it can serve', () => {
  const db = new Kysely<Record<string, never>>({ dialect: new BoundedPGliteDialect(new PGlite(), { capacity: 2, maxWaitMs: 200, lateWaitMs: 50 }) });
  const patient = new Kysely<Record<string, never>>({ dialect: new BoundedPGliteDialect(new PGlite(), { capacity: 256, maxWaitMs: 60_000, lateWaitMs: 50 }) });
  // Booting PGlite takes seconds on a loaded machine: done before the tests, which then measure nothing but order.
  beforeAll(() => Promise.all([sql`SELECT 1`.execute(db), sql`SELECT 1`.execute(patient)]), 120_000);
  afterAll(() => Promise.all([db.destroy(), patient.destroy()]));

  it('serves waiters in turn, refuses beyond the queue at once, and gives up a wait past its limit', async () => {
    const { held, release } = await holdConnection(db);
    const queued = [sql`SELECT 2 AS n`.execute(db), sql`SELECT 3 AS n`.execute(db)];
    await expect(sql`SELECT 4`.execute(db)).rejects.toBeInstanceOf(DatabaseBusyError);
    const outcomes = await Promise.allSettled(queued);
    expect(outcomes.map((outcome) => outcome.status === 'rejected' && outcome.reason instanceof DatabaseBusyError)).toEqual([true, true]);
    release();
    await held;
    const after = await Promise.all([sql<{ n: number }>`SELECT 5 AS n`.execute(db), sql<{ n: number }>`SELECT 6 AS n`.execute(db)]);
    expect(after.map((result) => result.rows[0].n)).toEqual([5, 6]);
  });

  it('cuts the wait of a request past its deadline short, while work without one waits its turn', async () => {
    const { held, release } = await holdConnection(patient);
    const job = sql<{ n: number }>`SELECT 7 AS n`.execute(patient);
    await expect(withDeadline(Date.now() - 1, () => sql`SELECT 8`.execute(patient))).rejects.toBeInstanceOf(DatabaseBusyError);
    release();
    await held;
    expect((await job).rows[0].n).toBe(7);
  });

  it("serves a request's queries before those of requests that arrived after it", async () => {
    const { held, release } = await holdConnection(patient);
    const served: string[] = [];
    const query = (name: string) => sql`SELECT 1`.execute(patient).then(() => served.push(name));
    const now = Date.now();
    const first = withDeadline(now + 1_000, async () => {
      await query('first request, query 1');
      await query('first request, query 2');
    });
    const second = withDeadline(now + 2_000, () => query('second request'));
    release();
    await Promise.all([held, first, second]);
    expect(served).toEqual(['first request, query 1', 'first request, query 2', 'second request']);
  });

  it('lets the server take new connections while a long line of queries is served', async () => {
    let queriesDone = 0;
    const server = createServer((_request, response) => response.end(String(queriesDone)));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const line = Array.from({ length: 200 }, () => sql`SELECT 1`.execute(patient).then(() => queriesDone++));
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(Number(await answer.text())).toBeLessThan(200);
      await Promise.all(line);
    } finally {
      server.close();
    }
  });
});
