import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statementCheck, statementChecksRequest } from '../../../domain/api/statements';
import { AppError, answers, ok } from '../../lib/envelope';
import type { ModuleDeps } from '../../sales/deps';
import { listStatementChecks } from './statements';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** GET /api/ops/statement-checks: the differences the daily reconciliation found, for operators holding OPS_TOKEN. */
export const opsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx, config }) => {
  app.get(
    '/ops/statement-checks',
    { schema: { querystring: statementChecksRequest, response: { 200: answers(z.array(statementCheck)) } } },
    async (request) => {
      if (!config.OPS_TOKEN) throw new AppError('1404', { zh: '未开放', en: 'Not available.' }, 404);
      // Compared as digests: equal lengths, constant time.
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), digest(`Bearer ${config.OPS_TOKEN}`))) throw new AppError('1401', {
        zh: '未授权',
        en: 'Not authorised.',
      }, 401);
      return ok(await listStatementChecks(ctx, request.query.date));
    },
  );
};
