import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/** Keys of the shared counters; tests clear them by this prefix. */
export const RATE_LIMIT_NAMESPACE = 'portal-rate-limit:';

/**
 * Per-route limits per caller address (login, SMS codes, the public policy query). In memory by default; with
 * Redis the counters live there, so several server instances behind a load balancer count together.
 */
export async function registerRateLimit(app: FastifyInstance, redis?: Redis): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, ...(redis && { redis, nameSpace: RATE_LIMIT_NAMESPACE, skipOnError: true }) });
}
