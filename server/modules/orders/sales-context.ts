import type { Kysely } from 'kysely';
import { type FileStorage, fileStorageFor } from '../../adapters/storage';
import { type SandboxGateway, sandboxGateway } from '../../adapters/pay/sandbox-gateway';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { type Config, loadConfig } from '../../config';
import { type SalesSettings, salesSettings } from './sales-settings';
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

export function createSalesContext(db: Kysely<DB>, config: Config = loadConfig()): SalesContext {
  const settings = salesSettings(config);
  return {
    db,
    settings,
    sensitive: sensitiveData(settings.dataKey),
    files: fileStorageFor(config),
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
