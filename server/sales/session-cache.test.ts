import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { DEMO_AGENT, seedDemo } from '../demo/seed';
import { configFrom } from '../config';
import { createSalesContext } from './context';
import { sessionCache } from './session-cache';
import { hashToken, issueToken } from './tokens';

// A session read whose answer is held back until `until` settles, once.
const lateAnswer = vi.hoisted(() => ({ until: undefined as Promise<void> | undefined, reads: 0 }));
vi.mock('./tokens', async (importOriginal) => {
  const tokens = await importOriginal<typeof import('./tokens')>();
  return {
    ...tokens,
    sessionOf: async (...args: Parameters<typeof tokens.sessionOf>) => {
      lateAnswer.reads++;
      const answer = await tokens.sessionOf(...args);
      const until = lateAnswer.until;
      lateAnswer.until = undefined;
      await until;
      return answer;
    },
  };
});

const AGENT = { subjectType: 'agent' as const, subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id };

describe('signed-in sessions kept briefly in memory', () => {
  let database: Database;
  let now = Date.now();
  const clock = () => now;
  beforeAll(async () => {
    database = await openDatabase({});
    await migrate(database);
    await seedDemo(createSalesContext(database.db, configFrom({ NODE_ENV: 'test' })));
  });
  afterAll(() => database.close());

  it('refuses a signed-out token at once on the instance it signed out on, and on another once its entry lapses', async () => {
    const token = await issueToken(database.db, AGENT, new Date(now));
    const here = sessionCache(database.db, { ttlMs: 5_000 }, clock);
    const there = sessionCache(database.db, { ttlMs: 5_000 }, clock);
    expect(await here.resolve(token)).toEqual(AGENT);
    expect(await there.resolve(token)).toEqual(AGENT);

    await here.revoke(token);
    expect(await here.resolve(token)).toBeNull();
    now += 5_001;
    expect(await there.resolve(token)).toBeNull();
  });

  it('keeps nothing from a look-up that read the session before a sign-out and came back after it, nor shares it', async () => {
    const token = await issueToken(database.db, AGENT, new Date(now));
    const sessions = sessionCache(database.db, {}, clock);
    // The look-up's answer comes back only once the sign-out is over (another connection of a pool can be that late).
    let release = () => {};
    lateAnswer.until = new Promise<void>((done) => {
      release = done;
    });
    const inFlight = sessions.resolve(token);
    await sessions.revoke(token);
    // A request that arrives after the sign-out, while that look-up is still out, is refused.
    const arrivingAfter = sessions.resolve(token);
    release();
    expect(await inFlight).toEqual(AGENT);
    expect(await arrivingAfter).toBeNull();
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('reads a lapsed session once for all the requests that need it at the same moment', async () => {
    const token = await issueToken(database.db, AGENT, new Date(now));
    const sessions = sessionCache(database.db, { ttlMs: 5_000 }, clock);
    await sessions.resolve(token);
    now += 5_001;
    const readsBefore = lateAnswer.reads;
    const answers = await Promise.all(Array.from({ length: 20 }, () => sessions.resolve(token)));
    expect(answers).toEqual(Array(20).fill(AGENT));
    expect(lateAnswer.reads - readsBefore).toBe(1);
  });

  it('refuses a session at its expiry even when it was read a moment before', async () => {
    const token = await issueToken(database.db, AGENT, new Date(now));
    await database.db
      .updateTable('session')
      .set({ expires_at: new Date(now + 1_000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const sessions = sessionCache(database.db, { ttlMs: 5_000 }, clock);
    expect(await sessions.resolve(token)).toEqual(AGENT);
    now += 1_001;
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('forgets the oldest sessions beyond its capacity, which are read again', async () => {
    const tokens = await Promise.all([0, 1, 2].map(() => issueToken(database.db, AGENT, new Date(now))));
    const sessions = sessionCache(database.db, { capacity: 2 }, clock);
    for (const token of tokens) await sessions.resolve(token);
    // Revoked behind the cache's back (as another instance does): only an entry no longer kept sees it.
    await database.db.updateTable('session').set({ revoked_at: new Date(now) }).execute();
    expect(await sessions.resolve(tokens[0])).toBeNull();
    expect(await sessions.resolve(tokens[2])).toEqual(AGENT);
  });
});
