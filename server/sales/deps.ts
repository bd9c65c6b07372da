import type { Config } from '../config';
import type { Database } from '../db/database';
import type { JobHandlers } from '../jobs/queue';
import type { SalesContext } from './context';

/** What the process gives the app: its database and its whole configuration. */
export interface AppDeps {
  database: Database;
  config: Config;
}

/** What every module's plugin receives: the app's dependencies and the one sales context built from them. */
export interface ModuleDeps extends AppDeps {
  sales: SalesContext;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sales context the routes use; the job worker and tests use the same one. */
    sales: SalesContext;
    /** What each kind of job does, as the modules registered it. */
    jobHandlers: JobHandlers;
  }
}
