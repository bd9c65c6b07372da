import { Redis } from 'ioredis';
import { COUNTER_NAMESPACE } from '../../server/sales/counters';
import { RATE_LIMIT_NAMESPACE } from '../../server/plugins/rate-limit';

/** With REDIS_URL (CI's Redis run) counts outlive a test app: a test that counts from zero clears them first. */
export async function clearSharedCounters(): Promise<void> {
  const url = process.env.REDIS_URL;
  if (!url) return;
  const redis = new Redis(url);
  try {
    for (const namespace of [COUNTER_NAMESPACE, RATE_LIMIT_NAMESPACE]) {
      const keys = await redis.keys(`${namespace}*`);
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    await redis.quit();
  }
}
