import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lastPolicyRequest } from '../../../domain/api/mgu';
import { saveOrderRequest } from '../../../domain/api/order';
import { premiumRequest, toQuoteInsured } from '../../../domain/api/premium';
import { MAX_UPLOAD_BYTES, todayInBeijing } from '../../../domain/validators';
import type { ModuleDeps } from '../../sales/deps';
import { ok } from '../../lib/envelope';
import { requireAgent } from '../../plugins/auth';
import { idempotencyKeyOf } from '../../sales/idempotency';
import { saveOrder } from '../orders';
import { priceQuote } from '../premium';
import { requireAuthority } from '../../sales/authority';
import { receiveSheet } from '../../sales/insured-sheet';
import { lastMguPolicy } from './last-policy';
import { mguProductsXlsx, readMguTemplate, requireMguProduct } from './template';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NO_INPUT = z.object({}).optional();

/** The MGU's bulk application (/bbc-create): template, upload, premium, the order, and the last order to start from. */
export const mguRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post('/wechatLink/mgu/downloadMGUPros', { schema: { body: NO_INPUT } }, async (_request, reply) =>
    reply.type(XLSX).header('Content-Disposition', 'attachment; filename="mgu-products.xlsx"').send(await mguProductsXlsx()),
  );

  app.post('/wechatLink/mgu/bbcUploadTemplete', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) => {
    requireAgent(request);
    const upload = await readMguTemplate(await receiveSheet(request));
    return ok(upload, upload.problems.length === 0 ? `已读取${upload.insureds.length}位被保险人` : `已读取${upload.insureds.length}位被保险人，${upload.problems.length}处需修改`);
  });

  app.post('/wechatLink/mgu/bbcPremium', { schema: { body: premiumRequest } }, async ({ body }) => {
    const product = requireMguProduct(body.productCode);
    const quote = { planCode: body.planCode, startDate: body.startDate, ...(body.months !== undefined && { months: body.months }), insureds: body.insureds.map(toQuoteInsured) };
    return ok(priceQuote(product, quote, { today: todayInBeijing() }));
  });

  app.post('/wechatLink/mgu/bbcSendOrderList', { schema: { body: saveOrderRequest }, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request) => {
    const { agentId } = requireAgent(request);
    const product = requireMguProduct(request.body.salPolicy.productCode);
    await requireAuthority(ctx.db, agentId, product);
    return saveOrder(ctx, agentId, request.body, idempotencyKeyOf(request, request.body.idempotencyKey));
  });

  app.post('/wechatLink/mgu/lastPolicyinfo', { schema: { body: lastPolicyRequest } }, async (request) =>
    ok(await lastMguPolicy(ctx, requireAgent(request).agentId, request.body.productCode)),
  );
};
