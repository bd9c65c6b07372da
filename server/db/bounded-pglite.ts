import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseConnection, Driver, TransactionSettings } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { preparedPGliteDriver } from './prepared-pglite';
import { currentDeadline } from './request-deadline';
import { StatementNames } from './statement-names';

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
  /** Past its request's deadline (server/db/request-deadline.ts), a query waits at most this long. */
  lateWaitMs: number;
}

interface Waiter {
  /** When it must be served: its request's deadline, else the end of its longest wait. Earliest goes first. */
  dueAt: number;
  grant: () => void;
  timer: NodeJS.Timeout;
}

/**
 * PGlite has one connection (its driver, server/db/prepared-pglite.ts, lets whoever asks use it); an unbounded queue
 * for it would keep requests waiting until the client gives up. This gate in front of it lets one caller at a
 * time hold it, bounds the queue in length and in time
 * and refuses with DatabaseBusyError (the API's clear "busy, retry" answer). Waiters are served earliest deadline
 * first: a request's later queries go before those of requests that arrived after it, instead of to the back of
 * the line, so a request is not overtaken once per query it runs. Each hold starts on a fresh turn of the event
 * loop: PGlite runs in this thread, and Node accepts one new connection per turn, so requests whose queries all
 * ran in one turn made turns of hundreds of ms under load, and a new connection waited seconds to be accepted
 * (the p99 of seconds beside a p50 of 200 ms: those were the requests of connections not yet accepted).
 */
export class BoundedPGliteDialect extends PGliteDialect {
  constructor(
    private readonly client: PGlite,
    private readonly limits: WaitLimits,
  ) {
    super(client);
  }

  override createDriver(): Driver {
    return gatedDriver(preparedPGliteDriver(this.client, new StatementNames()), this.limits);
  }
}

function gatedDriver(inner: Driver, limits: WaitLimits): Driver {
  let held = false;
  // Sorted by dueAt; equal ones keep their order of arrival.
  const waiting: Waiter[] = [];
  const enter = (): Promise<void> => {
    if (!held) {
      held = true;
      return nextTurn();
    }
    if (waiting.length >= limits.capacity) return Promise.reject(new DatabaseBusyError(`${waiting.length} waiting`));
    // A request's waits add up: each is cut to what is left of its deadline, so the request answers in time.
    const now = Date.now();
    const deadline = currentDeadline();
    const waitMs = deadline === undefined ? limits.maxWaitMs : Math.min(limits.maxWaitMs, Math.max(limits.lateWaitMs, deadline - now));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        dueAt: deadline ?? now + waitMs,
        grant: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new DatabaseBusyError(`waited ${waitMs} ms`));
        }, waitMs),
      };
      waiting.splice(placeOf(waiting, waiter.dueAt), 0, waiter);
    });
  };
  // `held` stays true until the next turn, when the earliest waiter gets the connection (or nobody waits).
  const handOver = () => {
    const next = waiting.shift();
    if (next) next.grant();
    else held = false;
  };
  // The next holder is chosen on the next turn: by then the request that let go has asked for its next query.
  const leave = () => setImmediate(handOver);
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

/** Every hold starts on a fresh turn of the event loop, after the sockets that are ready have been read. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Where a waiter due at `dueAt` goes in the sorted line: after every one due at or before it. */
function placeOf(waiting: Waiter[], dueAt: number): number {
  let low = 0;
  let high = waiting.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (waiting[middle].dueAt <= dueAt) low = middle + 1;
    else high = middle;
  }
  return low;
}
