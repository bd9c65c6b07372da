import type { Redis } from 'ioredis';
import type { SessionCache } from './session-cache';

const CHANNEL = 'session-signed-out';

/**
 * Instances sharing a Redis tell each other of every sign-out, so a signed-out token is refused at once by all of
 * them, not only after their memory of it lapses (server/sales/session-cache.ts). Returns how to stop listening.
 */
export async function shareSignOuts(redis: Redis, sessions: SessionCache): Promise<() => Promise<void>> {
  // A connection that subscribes can do nothing else: the listener has its own.
  const listener = redis.duplicate();
  listener.on('message', (_channel: string, key: string) => sessions.forget(key));
  await listener.subscribe(CHANNEL);
  // Best effort: the other instances' memory lapses within seconds anyway.
  sessions.onRevoke((key) => void redis.publish(CHANNEL, key).catch(() => {}));
  return async () => {
    await listener.quit();
  };
}
