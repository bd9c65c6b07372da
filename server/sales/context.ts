import type { Kysely } from 'kysely';
import { type InvoiceIssuer, localInvoiceIssuer } from '../adapters/invoice';
import { type FileStorage, fileStorageFor } from '../adapters/storage';
import { type SandboxGateway, sandboxGateway } from '../adapters/pay/sandbox-gateway';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { type SalesSettings, salesSettings } from './settings';
import { type SensitiveData, sensitiveData } from './sensitive';

/** What orders, payments, issuing and notices share: built once by buildApp, used by routes, jobs and tests alike. */
export interface SalesContext {
  db: Kysely<DB>;
  settings: SalesSettings;
  sensitive: SensitiveData;
  files: FileStorage;
  gateway: SandboxGateway;
  /** The e-invoice provider (local: numbered and rendered here). */
  invoices: InvoiceIssuer;
}

export function createSalesContext(db: Kysely<DB>, config: Config): SalesContext {
  const settings = salesSettings(config);
  return {
    db,
    settings,
    sensitive: sensitiveData(settings.dataKey),
    files: fileStorageFor(config),
    gateway: sandboxGateway(db, { secret: settings.gatewaySecret }),
    invoices: localInvoiceIssuer(),
  };
}
