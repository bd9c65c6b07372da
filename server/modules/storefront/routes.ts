import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveContactRequest, shareLinkCheckRequest, staffInfoRequest, storefrontProduct, surrenderConfirmRequest, surrenderQuote, surrenderRequest, surrenderResult } from '../../../domain/api/storefront';
import { contentLanguageOf } from '../../../domain/catalog';
import type { ModuleDeps } from '../../sales/deps';
import { AppError, answers, ok } from '../../lib/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { verifyShareLink } from '../../sales/share-link';
import { idempotencyKeyOf } from '../../sales/idempotency';
import { maskPhone } from '../../../domain/privacy/mask';
import { insuredTemplateXlsx } from './insured-template';
import { channelReport, storefrontProducts } from './products';
import { confirmSurrender, quoteSurrender } from './surrender';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The storefront's own calls: its product list, the vasco desks and call-backs, and leaving a policy. */
export const storefrontRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx, config }) => {

  // The customer's first screen asks, so a link that cannot sell says so before any form is filled.
  app.post(
    '/storefront/checkShareLink',
    { schema: { body: shareLinkCheckRequest }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async ({ body }) => {
      const signed = Boolean(body.userId && body.sign && verifyShareLink(config.SIGN_SECRET, body.userId, body.productCode ?? '', body.sign));
      const issuer = signed ? await ctx.db.selectFrom('agent').select('id').where('id', '=', body.userId!).executeTakeFirst() : undefined;
      return ok({ valid: Boolean(issuer) });
    },
  );

  app.get('/storefront/products', { schema: { querystring: z.object({ language: z.string().optional() }), response: { 200: answers(z.array(storefrontProduct)) } } }, async ({ query }, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    const language = contentLanguageOf(query.language);
    return ok(await ctx.catalogue.read(`storefront-products:${language}`, () => storefrontProducts(ctx.db, language)));
  });

  // The signed-in agent's orders by storefront channel: which home variant sells.
  app.get('/storefront/channelReport', async (request) => {
    const principal = requirePrincipal(request);
    if (principal.subjectType !== 'agent') throw new AppError('403', { zh: '仅出单人可查看', en: 'Only the issuing agent can view this.' }, 403);
    return ok(await channelReport(ctx.db, principal.agentId));
  });

  app.get('/storefront/insuredTemplate.xlsx', async (_request, reply) =>
    reply.type(XLSX).header('Content-Disposition', 'attachment; filename="insured-template.xlsx"').send(await insuredTemplateXlsx()),
  );

  app.post('/vasco/staffInfo', { schema: { body: staffInfoRequest } }, async ({ body }) => {
    const staff = await ctx.db
      .selectFrom('vasco_staff')
      .select(['staff_id as staffId', 'name', 'desk', 'city', 'agent_id as agentId'])
      .where('staff_id', '=', body.staffId)
      .executeTakeFirst();
    if (!staff) throw new AppError('1064', { zh: '未找到该服务人员', en: 'This service person was not found.' });
    return ok(staff);
  });

  app.post(
    '/vasco/saveContact',
    // A public form: limited per visitor so the table cannot be flooded.
    { schema: { body: saveContactRequest }, config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
    async ({ body }) => {
      await ctx.db
        .insertInto('storefront_contact')
        .values({
          name: body.name,
          phone_enc: ctx.sensitive.encrypt(body.phone),
          phone_masked: maskPhone(body.phone),
          email_enc: body.email ? ctx.sensitive.encrypt(body.email) : null,
          travel_date: body.travelDate || null,
          message: body.message || null,
          channel_id: body.channelId,
          staff_id: body.staffId || null,
        })
        .execute();
      return ok(null, { zh: '提交成功，我们将尽快与您联系', en: 'Submitted. We will contact you soon.' });
    },
  );

  // The spec's policy operations beforeCancelTB (the refund, shown first) and cancelTB (done).
  app.post(
    '/authorization/policyOperation/beforeCancelTB',
    { schema: { body: surrenderRequest, response: { 200: answers(surrenderQuote) } }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => ok(await quoteSurrender(ctx, request, request.body)),
  );
  app.post(
    '/authorization/policyOperation/cancelTB',
    { schema: { body: surrenderConfirmRequest, response: { 200: answers(surrenderResult) } }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request) => {
      const result = await confirmSurrender(ctx, request, request.body, idempotencyKeyOf(request, request.body.idempotencyKey));
      return ok(result, result.kind === 'cancellation' ? '注销成功，保费将原路退回' : '退保成功，退费将原路退回');
    },
  );
};
