import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { shareSignOuts } from './sales/sign-out-broadcast';
import { z } from 'zod';
import { registerApiDocs } from './plugins/api-docs';
import { registerAppShell } from './plugins/app-shell';
import { installAuth } from './plugins/auth';
import { installEnvelope } from './plugins/envelope';
import { installInputGuard } from './plugins/input-guard';
import { registerRateLimit } from './plugins/rate-limit';
import { installRequestDeadline } from './plugins/request-deadline';
import { registerSecurityHeaders } from './plugins/security';
import { apiModules, moduleJobHandlers, rootModules } from './modules';
import { createSalesContext } from './sales/context';
import type { AppDeps, ModuleDeps } from './sales/deps';

// Validation messages in Chinese, as the client shows them.
z.config(z.locales.zhCN());

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route declares the schema of its answer (`answers(...)`). */
  answers: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: readonly RegisteredRoute[];
  }
}

export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    bodyLimit: 15 * 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    ...options,
  }).withTypeProvider<ZodTypeProvider>();
  // Every route as registered, for tools that walk them all (the fuzz test over the route list).
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, answers: Boolean(route.schema?.response) });
  });
  app.decorate('routeList', routes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The envelope goes first so every plugin registered after it inherits its handlers.
  const sendAppShell = await registerAppShell(app, deps.config.DIST_DIR);
  installEnvelope(app, sendAppShell ?? undefined);
  installRequestDeadline(app);

  await app.register(fastifyCookie);
  registerSecurityHeaders(app);
  await app.register(fastifyCompress, { threshold: 1024 });
  // One Redis connection for the per-address limits and the per-account counters, when configured.
  const redis = deps.config.REDIS_URL ? new Redis(deps.config.REDIS_URL, { connectTimeout: 2_000, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await registerRateLimit(app, redis);
  // The one sales context of this app, from its configuration: routes, jobs and tests share it.
  const sales = createSalesContext(deps.database.db, deps.config, redis);
  if (redis) {
    const stopSharing = await shareSignOuts(redis, sales.sessions);
    app.addHook('onClose', stopSharing);
  }
  installAuth(app, sales.sessions, deps.config.PUBLIC_URL);
  installInputGuard(app);

  app.decorate('sales', sales);
  app.decorate('jobHandlers', moduleJobHandlers(sales, app.log));
  const moduleDeps: ModuleDeps = { ...deps, sales };
  // The API description is for developers: not served in production.
  if (deps.config.NODE_ENV !== 'production') await registerApiDocs(app);
  for (const module of rootModules) await app.register(module, moduleDeps);
  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module, moduleDeps);
    },
    { prefix: '/api' },
  );
  return app;
}
