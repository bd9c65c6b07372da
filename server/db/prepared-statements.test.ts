import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedStatementPool } from './named-pg-pool';
import { preparedPGliteDriver } from './prepared-pglite';
import { StatementNames } from './statement-names';

interface Row {
  id: number;
  at: Date;
  doc: unknown;
  tags: string[];
  amount: string;
  big: string;
  flag: boolean;
  note: string | null;
}
type Db = Kysely<{ sample: Row; shape: { a: number; b?: number } }>;

/** One connection either way, so what it holds can be read back from `pg_prepared_statements`. */
const openers: Record<string, (names: StatementNames) => Promise<{ db: Db; close: () => Promise<void> }>> = {
  pglite: async (names) => {
    const client = new PGlite();
    const db: Db = new Kysely({ dialect: new (class extends PGliteDialect {
      override createDriver = () => preparedPGliteDriver(client, names);
    })(client) });
    return { db, close: () => db.destroy() };
  },
};
const url = process.env.DATABASE_URL;
if (url) {
  openers.postgres = async (names) => {
    const schema = `prepared_${process.pid}_${Date.now()}`;
    const pool = new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` });
    await pool.query(`CREATE SCHEMA ${schema}`);
    const db: Db = new Kysely({ dialect: new PostgresDialect({ pool: namedStatementPool(pool, names) }) });
    return {
      db,
      close: async () => {
        await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(db);
        await db.destroy();
      },
    };
  };
}

const preparedCount = async (db: Db, text: string) =>
  (await sql<{ n: string }>`SELECT count(*)::text AS n FROM pg_prepared_statements WHERE statement = ${text}`.execute(db)).rows[0].n;

describe.each(Object.keys(openers))('statements prepared once per connection (%s)', (kind) => {
  let db: Db;
  // A second connection whose cap the test reaches.
  let capped: Db;
  let closers: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    const opened = await Promise.all([6, 3].map((named) => openers[kind](new StatementNames({ named, remembered: 100, longest: 1_000 }))));
    [db, capped] = opened.map((one) => one.db);
    closers = opened.map((one) => one.close);
    await sql`CREATE TABLE sample (id int PRIMARY KEY, at timestamptz, doc jsonb, tags text[], amount numeric, big int8, flag boolean, note text)`.execute(db);
  }, 120_000);
  afterAll(() => Promise.all(closers.map((close) => close())));

  it('prepares a repeated statement once and answers each call with its own values', async () => {
    const query = (n: number) => sql<{ n: number }>`SELECT ${n}::int + 1 AS n`;
    const answers = [];
    for (const n of [1, 2, 3, 4]) answers.push((await query(n).execute(db)).rows[0].n);
    expect(answers).toEqual([2, 3, 4, 5]);
    expect(await preparedCount(db, query(0).compile(db).sql)).toBe('1');
  });

  it('writes and reads values the same way named as unnamed', async () => {
    const row = (id: number): Row => ({ id, at: new Date('2026-11-26T08:30:00.123Z'), doc: { insured: ['甲', 2], nested: { ok: true } }, tags: ['a', 'b,c', '"d"'], amount: '12.30', big: '9007199254740993', flag: true, note: null });
    // The first insert runs unnamed, the second prepares it, the third runs what was prepared.
    for (const id of [1, 2, 3]) await db.insertInto('sample').values(row(id)).execute();
    const stored = (await db.selectFrom('sample').selectAll().orderBy('id').execute()).map(({ id, ...values }) => values);
    expect(stored[1]).toEqual(stored[0]);
    expect(stored[2]).toEqual(stored[0]);
    expect(stored[0]).toMatchObject({ at: row(0).at, doc: row(0).doc, tags: row(0).tags, flag: true, note: null });
    expect(String(stored[0].big)).toBe('9007199254740993');
    expect(await preparedCount(db, db.insertInto('sample').values(row(0)).compile().sql)).toBe('1');
  });

  it('keeps a failure its code and constraint, and the statement usable after it', async () => {
    const insert = (id: number) => db.insertInto('sample').values({ id, at: null, doc: null, tags: null, amount: null, big: null, flag: null, note: null } as never).execute();
    await insert(10);
    await insert(11);
    await expect(insert(11)).rejects.toMatchObject({ code: '23505', constraint: 'sample_pkey' });
    await insert(12);
    expect((await db.selectFrom('sample').select('id').where('id', '>=', 10).orderBy('id').execute()).map((found) => found.id)).toEqual([10, 11, 12]);
  });

  it('answers concurrent calls of one statement each with its own values', async () => {
    const query = (n: number) => sql<{ n: number }>`SELECT ${n}::int * 2 AS n`.execute(db);
    await query(0);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => query(n)));
    expect(answers.map((answer) => answer.rows[0].n)).toEqual(Array.from({ length: 20 }, (_, n) => n * 2));
  });

  it('prepares a statement again when a migration changed its table, instead of failing', async () => {
    await sql`CREATE TABLE shape (a int)`.execute(db);
    await sql`INSERT INTO shape VALUES (1)`.execute(db);
    const read = () => db.selectFrom('shape').selectAll().where('a', '>', 0).execute();
    await read();
    expect(await read()).toEqual([{ a: 1 }]);
    await sql`ALTER TABLE shape ADD COLUMN b int DEFAULT 7`.execute(db);
    expect(await read()).toEqual([{ a: 1, b: 7 }]);
    // Named again once seen twice more.
    await read();
    await read();
    await sql`ALTER TABLE shape DROP COLUMN b`.execute(db);
    // Inside a transaction the stale statement aborts it; the next try is prepared afresh.
    await expect(db.transaction().execute((trx) => trx.selectFrom('shape').selectAll().where('a', '>', 0).execute())).rejects.toMatchObject({ code: '0A000' });
    expect(await read()).toEqual([{ a: 1 }]);
  });

  it('holds no more named statements than its cap', async () => {
    for (const n of [1, 2, 3, 4, 5, 6]) {
      for (const _ of [1, 2]) await sql`SELECT ${sql.raw(String(n))} + ${1}::int AS n`.execute(capped);
    }
    const held = await sql<{ n: string }>`SELECT count(*)::text AS n FROM pg_prepared_statements WHERE NOT from_sql`.execute(capped);
    expect(held.rows[0].n).toBe('3');
  });

  // pg sends a text without parameters in the simple protocol, which allows several statements in it.
  it.runIf(kind === 'postgres')('runs a text of several statements without parameters, as often as it comes', async () => {
    for (const _ of [1, 2, 3]) await sql.raw('SELECT 1; SELECT 2').execute(db);
  });
});
