import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';

export type JobKind = 'issue-policy' | 'expire-order' | 'sandbox-notify';

export interface NewJob {
  kind: JobKind;
  payload: Record<string, unknown>;
  runAt?: Date;
  /** A second job with the same key is not added (e.g. one issue job per order). */
  dedupeKey?: string;
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: string;
  kind: JobKind;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export type JobHandler = (payload: Record<string, unknown>, now: Date) => Promise<void>;
export type JobHandlers = Record<JobKind, JobHandler>;

/** How long a claimed job stays invisible to other workers; a worker that dies frees its jobs after this. */
const LEASE_MS = 5 * 60_000;
const BATCH = 10;
const MAX_BACKOFF_MS = 60 * 60_000;

/** Adds a job in the caller's transaction, so it exists exactly when the change that needs it commits. */
export async function enqueueJob(db: Kysely<DB> | Transaction<DB>, job: NewJob): Promise<void> {
  await db
    .insertInto('job')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      run_at: job.runAt ?? new Date(),
      dedupe_key: job.dedupeKey ?? null,
      ...(job.maxAttempts !== undefined && { max_attempts: job.maxAttempts }),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

/** Claims due jobs with FOR UPDATE SKIP LOCKED: concurrent workers never get the same job. */
export async function claimDueJobs(db: Kysely<DB>, now: Date, limit = BATCH): Promise<ClaimedJob[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('job')
      .select(['id', 'kind', 'payload', 'attempts', 'max_attempts'])
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('run_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .orderBy('run_at')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    await trx
      .updateTable('job')
      .set({ locked_until: new Date(now.getTime() + LEASE_MS), attempts: sql`attempts + 1` })
      .where(
        'id',
        'in',
        due.map((job) => job.id),
      )
      .execute();
    return due.map((job) => ({
      id: String(job.id),
      kind: job.kind as JobKind,
      payload: job.payload as Record<string, unknown>,
      attempts: job.attempts + 1,
      maxAttempts: job.max_attempts,
    }));
  });
}

/** 10 s, 20 s, 40 s, ... up to an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(attempts - 1, 0), MAX_BACKOFF_MS);
}

async function finish(db: Kysely<DB>, job: ClaimedJob, now: Date, error?: unknown): Promise<void> {
  if (error === undefined) {
    await db.updateTable('job').set({ done_at: now, locked_until: null, last_error: null }).where('id', '=', job.id).execute();
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  const exhausted = job.attempts >= job.maxAttempts;
  await db
    .updateTable('job')
    .set({
      locked_until: null,
      last_error: message.slice(0, 2000),
      ...(exhausted ? { failed_at: now } : { run_at: new Date(now.getTime() + backoffMs(job.attempts)) }),
    })
    .where('id', '=', job.id)
    .execute();
}

export interface JobRun {
  done: number;
  failed: number;
}

/**
 * Runs every job due at `now`, including jobs that those jobs add for `now`; retries are scheduled later.
 * Tests call this directly instead of waiting for the worker's timer.
 */
export async function runDueJobs(
  db: Kysely<DB>,
  handlers: JobHandlers,
  now: Date = new Date(),
  onError?: (job: ClaimedJob, error: unknown) => void,
): Promise<JobRun> {
  const run: JobRun = { done: 0, failed: 0 };
  for (;;) {
    const jobs = await claimDueJobs(db, now);
    if (jobs.length === 0) return run;
    for (const job of jobs) {
      try {
        await handlers[job.kind](job.payload, now);
        await finish(db, job, now);
        run.done += 1;
      } catch (error) {
        onError?.(job, error);
        await finish(db, job, now, error);
        run.failed += 1;
      }
    }
  }
}

export interface JobWorker {
  stop(): Promise<void>;
}

/** Polls for due jobs until stopped; stop() waits for the jobs in hand to finish. */
export function startJobWorker(
  db: Kysely<DB>,
  handlers: JobHandlers,
  options: { pollMs?: number; onError?: (job: ClaimedJob | null, error: unknown) => void } = {},
): JobWorker {
  const pollMs = options.pollMs ?? 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = runDueJobs(db, handlers, new Date(), options.onError)
      .then(() => undefined)
      .catch((error: unknown) => options.onError?.(null, error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
