import { AsyncLocalStorage } from 'node:async_hooks';

const deadlines = new AsyncLocalStorage<number>();

/** Runs `work` (a request's handling) with a time by which its waits for the database should be over. */
export function withDeadline<T>(deadline: number, work: () => T): T {
  return deadlines.run(deadline, work);
}

/** The deadline of the request being handled, if any (jobs and start-up have none). */
export function currentDeadline(): number | undefined {
  return deadlines.getStore();
}
