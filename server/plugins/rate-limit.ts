import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** Keys of the shared counters; tests clear them by this prefix. */
export const RATE_LIMIT_NAMESPACE = 'portal-rate-limit:';

/**
 * Per-route limits (login, SMS codes, the public policy query). In memory by default; with REDIS_URL the
 * counters live in Redis, so several server instances behind a load balancer count together.
 */
export async function registerRateLimit(app: FastifyInstance, redisUrl?: string): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 }) : undefined;
  await app.register(fastifyRateLimit, { global: false, ...(redis && { redis, nameSpace: RATE_LIMIT_NAMESPACE, skipOnError: true }) });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
}
