import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Database } from './database';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

export interface Migration {
  id: string;
  script: string;
}

function loadMigrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ id: name.replace(/\.sql$/, ''), script: readFileSync(new URL(name, MIGRATIONS_DIR), 'utf8') }));
}

/** Applies each pending migration once, in its own transaction; safe when several servers start together. */
export async function migrate(database: Database, migrations = loadMigrations()): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migration (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
    database.db,
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    if (await isApplied(database, migration.id)) continue;
    // The advisory lock serialises concurrent starts; the primary key makes a lost race roll back whole.
    const script = `SELECT pg_advisory_xact_lock(727001);\n${migration.script}\n;INSERT INTO schema_migration (id) VALUES ('${migration.id}');`;
    try {
      await database.runScript(script);
      applied.push(migration.id);
    } catch (error) {
      if (!(await isApplied(database, migration.id))) {
        throw new Error(`Migration ${migration.id} failed: ${(error as Error).message}`, { cause: error });
      }
    }
  }
  return applied;
}

async function isApplied(database: Database, id: string): Promise<boolean> {
  const row = await database.db.selectFrom('schema_migration').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
