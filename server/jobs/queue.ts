import { type Kysely, type QueryCreator, sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';

export type JobKind =
  | 'issue-policy'
  | 'issue-invoice'
  | 'settle-invoice'
  | 'expire-order'
  | 'sandbox-notify'
  | 'reconcile-payments'
  | 'purge-counters'
  | 'apply-endorsement'
  | 'send-refund'
  | 'check-statements';

/**
 * Queues: each has its own workers, so a backlog of policies to issue never delays orders expiring or the
 * reconciler (and the other way round).
 */
export const JOB_QUEUES = {
  issuance: ['issue-policy', 'issue-invoice', 'settle-invoice', 'sandbox-notify', 'apply-endorsement'],
  orders: ['expire-order', 'reconcile-payments', 'purge-counters', 'send-refund', 'check-statements'],
} as const satisfies Record<string, readonly JobKind[]>;

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

/** `now` is the time the job runs at: the clock when the worker runs it, or the time a test runs jobs for. */
export type JobHandler = (payload: Record<string, unknown>, now: Date) => Promise<void>;
export type JobHandlers = Record<JobKind, JobHandler>;

/**
 * How long a claimed job stays invisible to other workers. A working worker renews it every third of that, so a
 * long job keeps it; a killed worker's jobs are claimed again within this time.
 */
export const LEASE_MS = 15_000;
const BATCH = 5;
const MAX_BACKOFF_MS = 60 * 60_000;

/** Adds a job in the caller's transaction, so it exists exactly when the change that needs it commits. */
export async function enqueueJob(db: Kysely<DB> | Transaction<DB>, job: NewJob): Promise<void> {
  await jobInsert(db, job).execute();
}

/** The insert that adds a job, for a caller that writes it in one statement with the change that needs it. */
export function jobInsert(db: QueryCreator<DB>, job: NewJob) {
  return db
    .insertInto('job')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      run_at: job.runAt ?? new Date(),
      dedupe_key: job.dedupeKey ?? null,
      ...(job.maxAttempts !== undefined && { max_attempts: job.maxAttempts }),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing());
}

/** Claims due jobs (of the kinds given) with FOR UPDATE SKIP LOCKED: concurrent workers never get the same job. */
export async function claimDueJobs(db: Kysely<DB>, now: Date, limit = BATCH, kinds?: readonly JobKind[]): Promise<ClaimedJob[]> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('job')
      .select(['id', 'kind', 'payload', 'attempts', 'max_attempts'])
      .where('done_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('run_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]));
    if (kinds) query = query.where('kind', 'in', [...kinds]);
    const due = await query.orderBy('run_at').orderBy('id').limit(limit).forUpdate().skipLocked().execute();
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

/** Keeps the lease of jobs in hand while they run. */
async function renewLeases(db: Kysely<DB>, ids: string[]): Promise<void> {
  await db
    .updateTable('job')
    .set({ locked_until: new Date(Date.now() + LEASE_MS) })
    .where('id', 'in', ids)
    .where('done_at', 'is', null)
    .execute();
}

/** Gives back claimed jobs not started (the worker is stopping): another worker may take them at once. */
async function release(db: Kysely<DB>, jobs: ClaimedJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .updateTable('job')
    .set({ locked_until: null, attempts: sql`attempts - 1` })
    .where(
      'id',
      'in',
      jobs.map((job) => job.id),
    )
    .execute();
}

export interface JobRun {
  done: number;
  failed: number;
}

async function runOne(db: Kysely<DB>, handlers: JobHandlers, job: ClaimedJob, now: Date, run: JobRun, onError?: (job: ClaimedJob, error: unknown) => void) {
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
    for (const job of jobs) await runOne(db, handlers, job, now, run, onError);
  }
}

export interface JobWorker {
  stop(): Promise<void>;
}

export interface JobWorkerOptions {
  /** Workers per queue; a queue left out has one. */
  workers?: Partial<Record<keyof typeof JOB_QUEUES, number>>;
  pollMs?: number;
  /** Jobs added once per period (the reconciler), by whichever server gets there first. */
  recurring?: { kind: JobKind; everyMs: number }[];
  onError?: (job: ClaimedJob | null, error: unknown) => void;
}

/**
 * Workers per queue, each claiming a few due jobs at a time and running them one by one with the clock of the
 * moment (a policy's issued_at is its own). stop() stops claiming, gives back claimed jobs not yet started,
 * and waits only for the job in hand.
 */
export function startJobWorker(db: Kysely<DB>, handlers: JobHandlers, options: JobWorkerOptions = {}): JobWorker {
  const pollMs = options.pollMs ?? 1000;
  let stopped = false;
  const sleepers = new Set<() => void>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  const work = async (kinds: readonly JobKind[]) => {
    while (!stopped) {
      try {
        const jobs = await claimDueJobs(db, new Date(), BATCH, kinds);
        if (jobs.length === 0) {
          await sleep(pollMs);
          continue;
        }
        const renewal = setInterval(() => void renewLeases(db, jobs.map((job) => job.id)).catch(() => undefined), LEASE_MS / 3);
        try {
          for (const [index, job] of jobs.entries()) {
            if (stopped) {
              await release(db, jobs.slice(index));
              break;
            }
            await runOne(db, handlers, job, new Date(), { done: 0, failed: 0 }, options.onError);
          }
        } finally {
          clearInterval(renewal);
        }
      } catch (error) {
        options.onError?.(null, error);
        await sleep(pollMs);
      }
    }
  };

  const schedule = async () => {
    while (!stopped) {
      const now = Date.now();
      for (const { kind, everyMs } of options.recurring ?? []) {
        const slot = Math.floor(now / everyMs);
        await enqueueJob(db, { kind, payload: {}, runAt: new Date(slot * everyMs), dedupeKey: `${kind}@${slot}`, maxAttempts: 1 }).catch((error: unknown) =>
          options.onError?.(null, error),
        );
      }
      await sleep(Math.min(...(options.recurring ?? []).map((job) => job.everyMs / 2), pollMs * 10));
    }
  };

  const loops = Object.entries(JOB_QUEUES).flatMap(([queue, kinds]) =>
    Array.from({ length: options.workers?.[queue as keyof typeof JOB_QUEUES] ?? 1 }, () => work(kinds)),
  );
  if (options.recurring?.length) loops.push(schedule());
  return {
    async stop() {
      stopped = true;
      for (const wake of [...sleepers]) wake();
      await Promise.all(loops);
    },
  };
}
