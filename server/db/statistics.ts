import { sql } from 'kysely';
import type { Database } from './database';

const EVERY_MS = 30 * 60_000;

/**
 * PGlite runs no autovacuum, so its planner never learns the tables' sizes and picks whole-table plans for lists
 * (measured: 177 ms instead of 0.15 ms for a policy page over 20,000 orders). Analyse at start and every half hour;
 * PostgreSQL's own autovacuum does this there. Returns a stop function.
 */
export async function keepStatisticsFresh(database: Database): Promise<() => void> {
  if (database.kind !== 'pglite') return () => {};
  await sql`ANALYZE`.execute(database.db);
  const timer = setInterval(() => void sql`ANALYZE`.execute(database.db).catch(() => {}), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
