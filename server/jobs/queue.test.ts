import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { backoffMs, claimDueJobs, enqueueJob, type JobHandlers, LEASE_MS, runDueJobs, startJobWorker } from './queue';

describe('the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('job').execute();
  });

  const handlers = (run: JobHandlers['issue-policy']): JobHandlers => ({
    'issue-policy': run,
    'issue-invoice': run,
    'settle-invoice': run,
    'expire-order': run,
    'sandbox-notify': run,
    'reconcile-payments': run,
    'purge-counters': run,
    'apply-endorsement': run,
    'send-refund': run,
    'check-statements': run,
  });
  const jobOf = (key: string) => t.database.db.selectFrom('job').selectAll().where('dedupe_key', '=', key).executeTakeFirstOrThrow();

  it('gives each due job to one claimer only (FOR UPDATE SKIP LOCKED), and adds a deduplicated job once', async () => {
    const now = new Date();
    for (let i = 0; i < 30; i += 1) await enqueueJob(t.database.db, { kind: 'expire-order', payload: { i }, dedupeKey: `claim-${i}`, runAt: now });
    await enqueueJob(t.database.db, { kind: 'expire-order', payload: { i: 0 }, dedupeKey: 'claim-0', runAt: now });
    const claims = await Promise.all(Array.from({ length: 4 }, () => claimDueJobs(t.database.db, now, 10)));
    const ids = claims.flat().map((job) => job.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    // Claimed jobs are leased: nobody gets them again until the lease ends.
    expect(await claimDueJobs(t.database.db, now)).toEqual([]);
  });

  it('runs a job when due, retries a failure with back-off, and gives up after its attempts', async () => {
    const start = new Date('2031-01-01T00:00:00Z');
    await enqueueJob(t.database.db, { kind: 'issue-policy', payload: { n: 1 }, dedupeKey: 'retry-me', runAt: start, maxAttempts: 3 });
    let calls = 0;
    const failing = handlers(async (payload) => {
      if (payload.n === 1) {
        calls += 1;
        throw new Error(`boom ${calls}`);
      }
    });
    expect(await runDueJobs(t.database.db, failing, new Date(start.getTime() - 1000))).toEqual({ done: 0, failed: 0 });
    expect(await runDueJobs(t.database.db, failing, start)).toEqual({ done: 0, failed: 1 });
    let job = await jobOf('retry-me');
    expect(job).toMatchObject({ attempts: 1, last_error: 'boom 1', done_at: null, failed_at: null });
    expect(new Date(job.run_at).getTime()).toBe(start.getTime() + backoffMs(1));

    await runDueJobs(t.database.db, failing, new Date(start.getTime() + backoffMs(1)));
    job = await jobOf('retry-me');
    expect(new Date(job.run_at).getTime()).toBe(start.getTime() + backoffMs(1) + backoffMs(2));
    await runDueJobs(t.database.db, failing, new Date(start.getTime() + 3_600_000));
    job = await jobOf('retry-me');
    expect(job.failed_at).not.toBeNull();
    expect(calls).toBe(3);
    expect(await runDueJobs(t.database.db, failing, new Date(start.getTime() + 7_200_000))).toEqual({ done: 0, failed: 0 });
  });

  it('marks a successful job done and runs the jobs it adds for now', async () => {
    const now = new Date('2032-01-01T00:00:00Z');
    await enqueueJob(t.database.db, { kind: 'issue-policy', payload: { step: 1 }, dedupeKey: 'chain-1', runAt: now });
    const seen: unknown[] = [];
    const chained = handlers(async (payload) => {
      seen.push(payload.step);
      if (payload.step === 1) await enqueueJob(t.database.db, { kind: 'issue-policy', payload: { step: 2 }, dedupeKey: 'chain-2', runAt: now });
    });
    expect(await runDueJobs(t.database.db, chained, now)).toEqual({ done: 2, failed: 0 });
    expect(seen).toEqual([1, 2]);
    expect((await jobOf('chain-1')).done_at).not.toBeNull();
  });

  it('gives the jobs of a killed worker to another within the lease (seconds), not minutes', async () => {
    const now = new Date('2033-01-01T00:00:00Z');
    await enqueueJob(t.database.db, { kind: 'issue-policy', payload: {}, dedupeKey: 'crashed', runAt: now });
    expect(await claimDueJobs(t.database.db, now)).toHaveLength(1);
    // The claimer dies without finishing: nobody else may take it while the lease runs, anybody may after it.
    expect(await claimDueJobs(t.database.db, new Date(now.getTime() + LEASE_MS - 1))).toEqual([]);
    expect(await claimDueJobs(t.database.db, new Date(now.getTime() + LEASE_MS))).toHaveLength(1);
    expect(LEASE_MS).toBeLessThanOrEqual(30_000);
  });

  it('keeps expiry jobs on their own queue: a backlog of issuing does not hold them up', async () => {
    const now = new Date();
    for (let i = 0; i < 20; i++) await enqueueJob(t.database.db, { kind: 'issue-policy', payload: {}, dedupeKey: `backlog-${i}`, runAt: new Date(now.getTime() - 60_000) });
    await enqueueJob(t.database.db, { kind: 'expire-order', payload: {}, dedupeKey: 'expire-now', runAt: now });
    const claimed = await claimDueJobs(t.database.db, now, 5, ['expire-order', 'reconcile-payments']);
    expect(claimed.map((job) => job.kind)).toEqual(['expire-order']);
  });

  it('stops: claims nothing more, finishes the job in hand, gives back the rest, each job run with its own clock', async () => {
    for (let i = 0; i < 5; i++) await enqueueJob(t.database.db, { kind: 'issue-policy', payload: { i }, dedupeKey: `stop-${i}`, runAt: new Date(Date.now() - 1000) });
    const clocks: Date[] = [];
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const firstStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const worker = startJobWorker(
      t.database.db,
      handlers(async (_payload, now) => {
        clocks.push(now);
        started();
        if (clocks.length === 1) await new Promise<void>((resolve) => (release = resolve));
      }),
      { pollMs: 10 },
    );
    await firstStarted;
    const stopping = worker.stop();
    release();
    await stopping;
    const jobs = await t.database.db.selectFrom('job').select(['done_at', 'locked_until', 'attempts']).where('dedupe_key', 'like', 'stop-%').execute();
    expect(jobs.filter((job) => job.done_at !== null)).toHaveLength(1);
    expect(jobs.filter((job) => job.done_at === null).every((job) => job.locked_until === null && job.attempts === 0)).toBe(true);
    expect(clocks).toHaveLength(1);
  });

  it('doubles the back-off up to an hour', () => {
    expect([1, 2, 3].map(backoffMs)).toEqual([10_000, 20_000, 40_000]);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});
