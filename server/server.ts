import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig, publicUrl } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { keepStatisticsFresh } from './db/statistics';
import { seedDemo, seedDemoGroup, DEMO_AGENT } from './demo/seed';
import { startJobWorker } from './jobs/queue';
import { requestLogOptions } from './lib/request-log';
import { encryptStoredNames } from './sales/names-at-rest';
import { recurringJobs, startMessageDispatcher } from './modules';
import { signShareLink } from './sales/share-link';

const SHUTDOWN_GRACE_MS = 8_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR, 'pglite'), optimisedEngine: true });
  const applied = await migrate(database);
  const stopStatistics = await keepStatisticsFresh(database);
  const app = await buildApp(
    { database, config },
    { logger: requestLogOptions(config.LOG_LEVEL) },
  );
  const encrypted = await encryptStoredNames(app.sales.db);
  const seeded = [await seedDemo(app.sales), await seedDemoGroup(app.sales)].some(Boolean);
  app.log.info({ database: database.kind, migrations: applied, namesEncrypted: encrypted, demoSeeded: seeded }, 'database ready');
  // Issues policies, expires orders, reconciles payments and retries gateway notifications, on PGlite and PostgreSQL alike.
  const jobs = startJobWorker(database.db, app.jobHandlers, {
    workers: { issuance: config.JOB_WORKERS ?? availableParallelism() },
    recurring: recurringJobs,
    onError: (job, error) => app.log.error({ err: error, jobId: job?.id, kind: job?.kind }, 'job failed'),
  });
  // Delivers the outbox's SMS and e-mails through the configured providers (none in development: they stay there).
  const messages = startMessageDispatcher(app.sales, { onError: (error) => app.log.error({ err: error }, 'message dispatch failed') });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    try {
      // Requests in flight are answered while the workers finish the job in hand (they claim no more).
      await Promise.all([app.close(), jobs.stop(), messages.stop()]);
      stopStatistics();
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const base = publicUrl(config);
  const sign = signShareLink(config.SIGN_SECRET, DEMO_AGENT.id);
  app.log.info(`portal ready at ${base}/  (demo share link: ${base}/astp/home?u=${DEMO_AGENT.id}&sign=${sign})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
