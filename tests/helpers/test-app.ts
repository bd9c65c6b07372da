import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../server/app';
import { type Config, configFrom } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/demo/seed';

export const TEST_SIGN_SECRET = 'test-share-link-secret-0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The configuration the app was built with (its DATA_DIR is a fresh temporary folder unless given). */
  config: Config;
  close(): Promise<void>;
}

/**
 * The server over an in-memory PGlite, or over the PostgreSQL of DATABASE_URL
 * in a schema of its own that is dropped afterwards; rate limits in Redis when REDIS_URL is set. The app is
 * configured by the config object given, never by environment variables.
 */
export async function createTestApp(options: { seed?: boolean; config?: Partial<Config>; server?: FastifyServerOptions } = {}): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  const schema = url ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase({ url, schema });
  await migrate(database);
  const config = configFrom({
    SIGN_SECRET: TEST_SIGN_SECRET,
    DIST_DIR: '/nonexistent',
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-test-')),
    REDIS_URL: process.env.REDIS_URL || undefined,
    ...options.config,
  });
  const app = await buildApp({ database, config }, options.server);
  await app.ready();
  if (options.seed !== false) await seedDemo(app.sales);
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (url && schema) await dropSchema(url, schema);
      await database.close();
    },
  };
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
