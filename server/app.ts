import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { registerAppShell } from './plugins/app-shell';
import { installAuth } from './plugins/auth';
import { installEnvelope } from './plugins/envelope';
import { registerRateLimit } from './plugins/rate-limit';
import { contentSecurityPolicy } from './plugins/security';
import { healthRoutes } from './modules/health/routes';
import { apiModules, rootModules } from './modules';

export interface AppDeps {
  database: Database;
  config: Pick<Config, 'SIGN_SECRET' | 'DIST_DIR' | 'NODE_ENV'> & Partial<Pick<Config, 'REDIS_URL'>>;
}

// Validation messages in Chinese, as the client shows them.
z.config(z.locales.zhCN());

export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    bodyLimit: 15 * 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    ...options,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The envelope goes first so every plugin registered after it inherits its handlers.
  const sendAppShell = await registerAppShell(app, deps.config.DIST_DIR);
  installEnvelope(app, sendAppShell ?? undefined);

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, { contentSecurityPolicy: { directives: contentSecurityPolicy } });
  await app.register(fastifyCompress, { threshold: 1024 });
  await registerRateLimit(app, deps.config.REDIS_URL);
  installAuth(app, deps.database.db);

  await app.register(healthRoutes, deps);
  for (const module of rootModules) await app.register(module, deps);
  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module, deps);
    },
    { prefix: '/api' },
  );
  return app;
}
