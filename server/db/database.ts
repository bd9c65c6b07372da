import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { BoundedPGliteDialect, type WaitLimits } from './bounded-pglite';
import { namedStatementPool } from './named-pg-pool';
import type { DB } from './schema';
import { StatementNames } from './statement-names';

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script inside one transaction (migrations). */
  runScript(script: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; absent means in memory (tests). */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests use a fresh one per run). */
  schema?: string;
  /** How many may wait for PGlite's one connection, and how long, before DatabaseBusyError. */
  pgliteWait?: WaitLimits;
  /** Compile the embedded engine fully optimised at open: a server's first minute as fast as its steady state. */
  optimisedEngine?: boolean;
}

// Long enough for a burst of 50 connections on a loaded machine, short enough to answer "busy" well before a client gives up.
const PGLITE_WAIT: WaitLimits = { capacity: 256, maxWaitMs: 3_000, lateWaitMs: 200 };

// bigint (int8) and numeric come back as strings so money never passes through a float.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.schema) : openPglite(options.dataDir, options.pgliteWait, options.optimisedEngine);
}

// The embedded database lives in this process: 128 MB of shared buffers (the default) cost 125 MB of resident memory
// for a book that PostgreSQL's own cache and the OS page cache serve as well; one backend needs few connection slots.
const PGLITE_SETTINGS = ['shared_buffers = 16MB', 'max_connections = 5'];

async function openPglite(dataDir?: string, wait: WaitLimits = PGLITE_WAIT, optimised = false): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Imported here: a server on PostgreSQL never loads the embedded database (about 50 MB resident).
  const { PGlite } = await import('@electric-sql/pglite');
  // V8 otherwise runs the engine's WebAssembly from its baseline compiler for minutes before optimising the hot parts;
  // optimising all of it at once costs about a second at start and 60 MB less resident memory (decision 023).
  if (optimised) setFlagsFromString('--no-liftoff');
  const client = await PGlite.create({ ...(dataDir && { dataDir }), postgresqlconf: PGLITE_SETTINGS }).finally(() => {
    // Later WebAssembly (the OCR worker's image library) starts fast again.
    if (optimised) setFlagsFromString('--liftoff');
  });
  const db = new Kysely<DB>({ dialect: new BoundedPGliteDialect(client, wait) });
  return {
    db,
    kind: 'pglite',
    runScript: async (script) => {
      await client.transaction(async (tx) => {
        await tx.exec(script);
      });
    },
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, schema?: string): Promise<Database> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: namedStatementPool(pool, new StatementNames()) }) });
  return {
    db,
    kind: 'postgres',
    runScript: async (script) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(script);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}
