import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configFrom } from '../config';
import { type Database, openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { DEMO_AGENT, seedDemo } from '../demo/seed';
import { createSalesContext } from './context';
import { sessionCache } from './session-cache';
import { shareSignOuts } from './sign-out-broadcast';
import { issueToken } from './tokens';

const AGENT = { subjectType: 'agent' as const, subjectId: DEMO_AGENT.id, agentId: DEMO_AGENT.id };

// Two instances behind a load balancer share Redis (CI runs this with REDIS_URL).
describe.runIf(process.env.REDIS_URL)('sign-outs shared through Redis', () => {
  let database: Database;
  const clients: Redis[] = [];
  const stops: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    database = await openDatabase({});
    await migrate(database);
    await seedDemo(createSalesContext(database.db, configFrom({ NODE_ENV: 'test' })));
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    for (const client of clients) await client.quit();
    await database.close();
  });

  const instance = async () => {
    // The clock stands still: only being told, not the entry's lapse, can make the other instance refuse.
    const sessions = sessionCache(database.db, { ttlMs: 60_000 }, () => Date.now());
    const redis = new Redis(process.env.REDIS_URL as string);
    clients.push(redis);
    stops.push(await shareSignOuts(redis, sessions));
    return sessions;
  };

  it('refuses a token signed out through one instance on the other at once, long before its memory lapses', async () => {
    const [here, there] = [await instance(), await instance()];
    const token = await issueToken(database.db, AGENT, new Date());
    expect(await here.resolve(token)).toEqual(AGENT);
    expect(await there.resolve(token)).toEqual(AGENT);

    await here.revoke(token);
    expect(await here.resolve(token)).toBeNull();
    await vi.waitFor(async () => expect(await there.resolve(token)).toBeNull(), { timeout: 2_000 });
  });

  it('keeps the other sessions of the instance that is told', async () => {
    const [here, there] = [await instance(), await instance()];
    const [leaving, staying] = [await issueToken(database.db, AGENT, new Date()), await issueToken(database.db, AGENT, new Date())];
    await there.resolve(leaving);
    await there.resolve(staying);
    await here.revoke(leaving);
    await vi.waitFor(async () => expect(await there.resolve(leaving)).toBeNull(), { timeout: 2_000 });
    expect(await there.resolve(staying)).toEqual(AGENT);
  });
});
