import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { type IdentityVerifier, localIdentityRegistry } from '../adapters/identity';
import { type InvoiceIssuer, localInvoiceIssuer } from '../adapters/invoice';
import { type MessageProviders, messageProvidersFor } from '../adapters/messages';
import { type FileStorage, fileStorageFor } from '../adapters/storage';
import { type PaymentGateways, paymentGatewaysFor } from '../adapters/pay';
import type { SandboxGateway } from '../adapters/pay/sandbox-gateway';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import type { AttemptGuard } from './attempts';
import { proofOfWork } from './challenge';
import { databaseCounters, redisCounters } from './counters';
import { type ReadCache, readCache } from './read-cache';
import { type SalesSettings, salesSettings } from './settings';
import { namesAtRest } from './names-at-rest';
import { type SensitiveData, sensitiveData } from './sensitive';
import { type SessionCache, sessionCache } from './session-cache';

/** What orders, payments, issuing and notices share: built once by buildApp, used by routes, jobs and tests alike. */
export interface SalesContext {
  db: Kysely<DB>;
  settings: SalesSettings;
  sensitive: SensitiveData;
  files: FileStorage;
  /** The sandbox gateway: its cashier and signed notifications (the embedded default and the test path). */
  gateway: SandboxGateway;
  /** Every configured gateway by name; a payment's status query, close and refund go to the one that took it. */
  gateways: PaymentGateways;
  /** Attempts per account, phone and ID number, in Redis when configured, else in the database. */
  attempts: AttemptGuard;
  /** The e-invoice provider (local: numbered and rendered here). */
  invoices: InvoiceIssuer;
  /** Catalogue reads (the storefront product list with its sales ranking) from memory; a sale invalidates them. */
  catalogue: ReadCache;
  /** Who delivers the outbox's SMS and e-mails (none: they stay in the outbox). */
  messages: MessageProviders;
  /** The identity registry (local: fictional people, every check recorded by the identity module). */
  identity: IdentityVerifier;
  /** Signed-in sessions, briefly from memory; sign-out goes through it. */
  sessions: SessionCache;
}

// Bounds how long another instance shows a ranking without the latest sale.
const CATALOGUE_TTL_MS = 10_000;

export function createSalesContext(plainDb: Kysely<DB>, config: Config, redis?: Redis): SalesContext {
  const settings = salesSettings(config);
  const sensitive = sensitiveData(settings.dataKey);
  // Names and birth dates are sealed on the way in and opened on the way out (decision 029).
  const db = plainDb.withPlugin(namesAtRest(sensitive));
  const counters = redis ? redisCounters(redis) : databaseCounters(db);
  const gateways = paymentGatewaysFor(db, config, settings.gatewaySecret);
  return {
    db,
    settings,
    sensitive,
    files: fileStorageFor(config, db),
    gateway: gateways.sandbox,
    gateways,
    attempts: { counters, challenges: proofOfWork(config.SIGN_SECRET, counters), countersIn: (trx) => (redis ? counters : databaseCounters(trx)) },
    invoices: localInvoiceIssuer(),
    catalogue: readCache(CATALOGUE_TTL_MS),
    messages: messageProvidersFor(config),
    identity: localIdentityRegistry(),
    sessions: sessionCache(plainDb),
  };
}
