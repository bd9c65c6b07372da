import type { Kysely } from 'kysely';
import { type FileStorage, fileStorageFromEnv } from '../../adapters/storage';
import { type SandboxGateway, sandboxGateway } from '../../adapters/pay/sandbox-gateway';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { loadSalesSettings, type SalesSettings } from './sales-settings';
import { type SensitiveData, sensitiveData } from './sensitive';

/** What orders, payments, issuing and notices share: one per database, used by routes, jobs and tests alike. */
export interface SalesContext {
  db: Kysely<DB>;
  settings: SalesSettings;
  sensitive: SensitiveData;
  files: FileStorage;
  gateway: SandboxGateway;
}

const contexts = new WeakMap<Database, SalesContext>();

export function createSalesContext(db: Kysely<DB>, env: NodeJS.ProcessEnv = process.env): SalesContext {
  const settings = loadSalesSettings(env);
  return {
    db,
    settings,
    sensitive: sensitiveData(settings.dataKey),
    files: fileStorageFromEnv(env),
    gateway: sandboxGateway(db, { secret: settings.gatewaySecret }),
  };
}

/** The context of a database, made once: routes, the job worker and tests share it. */
export function salesContext(database: Database): SalesContext {
  let context = contexts.get(database);
  if (!context) {
    context = createSalesContext(database.db);
    contexts.set(database, context);
  }
  return context;
}
