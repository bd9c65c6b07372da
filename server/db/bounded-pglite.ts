import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseConnection, Driver, TransactionSettings } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';

/** The embedded database has more waiting than it can serve soon: the caller is told to retry, not left hanging. */
export class DatabaseBusyError extends Error {
  constructor(reason: string) {
    super(`database busy: ${reason}`);
    this.name = 'DatabaseBusyError';
  }
}

export interface WaitLimits {
  /** Queries and transactions allowed to wait for the one connection; more are refused at once. */
  capacity: number;
  /** Longest wait for the connection before giving up. */
  maxWaitMs: number;
}

interface Waiter {
  grant: () => void;
  timer: NodeJS.Timeout;
}

/**
 * PGlite has one connection; its dialect queues every query and transaction for it without bound, so under
 * load requests wait until the client gives up. This gate in front of it bounds the queue in length and in time
 * and refuses with DatabaseBusyError (the API's clear "busy, retry" answer), first come, first served.
 */
export class BoundedPGliteDialect extends PGliteDialect {
  constructor(
    client: PGlite,
    private readonly limits: WaitLimits,
  ) {
    super(client);
  }

  override createDriver(): Driver {
    return gatedDriver(super.createDriver(), this.limits);
  }
}

function gatedDriver(inner: Driver, limits: WaitLimits): Driver {
  let held = false;
  const waiting: Waiter[] = [];
  const enter = (): Promise<void> => {
    if (!held) {
      held = true;
      return Promise.resolve();
    }
    if (waiting.length >= limits.capacity) return Promise.reject(new DatabaseBusyError(`${waiting.length} waiting`));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new DatabaseBusyError(`waited ${limits.maxWaitMs} ms`));
        }, limits.maxWaitMs),
      };
      waiting.push(waiter);
    });
  };
  // The connection passes straight to the next waiter, so `held` stays true while anyone waits.
  const leave = () => {
    const next = waiting.shift();
    if (next) next.grant();
    else held = false;
  };
  return {
    init: () => inner.init(),
    async acquireConnection(): Promise<DatabaseConnection> {
      await enter();
      try {
        return await inner.acquireConnection();
      } catch (error) {
        leave();
        throw error;
      }
    },
    async releaseConnection(connection) {
      try {
        await inner.releaseConnection(connection);
      } finally {
        leave();
      }
    },
    beginTransaction: (connection, settings: TransactionSettings) => inner.beginTransaction(connection, settings),
    commitTransaction: (connection) => inner.commitTransaction(connection),
    rollbackTransaction: (connection) => inner.rollbackTransaction(connection),
    destroy: () => inner.destroy(),
  };
}
