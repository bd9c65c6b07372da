import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { ModuleDeps } from '../../sales/deps';

export const healthRoutes: FastifyPluginAsync<ModuleDeps> = async (app, { database }) => {
  app.get('/healthz', async (request, reply) => {
    try {
      await sql`SELECT 1`.execute(database.db);
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
};
