import type { FastifyInstance } from 'fastify';
import { withDeadline } from '../db/request-deadline';

/** A request should have its database work done this long after it arrived; later it is answered BUSY (503). */
export const REQUEST_DB_BUDGET_MS = 4_000;

/** Gives every request a deadline its waits for the embedded database respect (server/db/bounded-pglite.ts). */
export function installRequestDeadline(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => {
    // To the microsecond: requests read in the same millisecond keep their order in the database's line.
    withDeadline(performance.timeOrigin + performance.now() + REQUEST_DB_BUDGET_MS, done);
  });
}
