import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderPage, orderPageRequest, recordScreenRequest, repeatInsureItem, repeatInsureRequest, type SaveOrderRequest, saveOrderData, saveOrderRequest } from '../../../domain/api/order';
import type { SalesContext } from '../../sales/context';
import type { ModuleDeps } from '../../sales/deps';
import { AppError, answers, ok, requestLanguageOf, sayingIn } from '../../lib/envelope';
import { NOT_SIGNED_IN, requirePrincipal } from '../../plugins/auth';
import { scopeOf } from '../../sales/scope';
import { requireIssuer } from '../../sales/issuer';
import { verifyShareLink } from '../../sales/share-link';
import { idempotencyKeyOf } from '../../sales/idempotency';
import { queryOrderPage } from './order-page';
import { findRepeatedInsureds } from './repeat-insure';
import { ORDER_SAVED, saveOrder } from './service';

/** The save calls of portal-spec 7 ("Policy creation and saving"): one service behind every path. */
export const SAVE_ORDER_PATHS = [
  '/policy/saveOrder',
  '/order/policy',
  '/policy/policy',
  '/policy/employerPolicy',
  '/policy/guofu/employerPolicy',
  '/policy/guofu/groupUnderwriting',
  '/policy/saveTravelOrder',
  '/zhongli/saveOrder',
] as const;

/** The save as sent, in the page's language when it names one, else in the visitor's (decision 024). */
function withVisitorLanguage(request: FastifyRequest, body: SaveOrderRequest): SaveOrderRequest {
  return { ...body, language: body.language ?? requestLanguageOf(request) };
}

/**
 * Who sells: a signed-in agent (whose session row cannot outlive the account, by its foreign key), or the issuer of
 * a signed share link (a customer buying from it), which must still exist.
 */
async function issuerOf(request: FastifyRequest, ctx: SalesContext, signSecret: string, link: { userId?: string; sign?: string; productCode?: string }): Promise<string> {
  if (request.principal?.subjectType === 'agent') return request.principal.agentId;
  if (link.userId && link.sign && verifyShareLink(signSecret, link.userId, link.productCode ?? '', link.sign)) return (await requireIssuer(ctx.db, link.userId)).id;
  throw new AppError('401', NOT_SIGNED_IN, 401);
}

export const orderRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const ctx = deps.sales;

  app.post('/authorization/queryOrderPage', { schema: { body: orderPageRequest, response: { 200: answers(orderPage) } } }, async (request) =>
    ok(await queryOrderPage(ctx, scopeOf(requirePrincipal(request)), request.body)),
  );

  const saved = answers(z.string(), { data: saveOrderData });
  for (const path of SAVE_ORDER_PATHS) {
    app.post(path, { schema: { body: saveOrderRequest, response: { 200: saved } } }, async (request) => {
      const agentId = await issuerOf(request, ctx, deps.config.SIGN_SECRET, request.body.salPolicy);
      return sayingIn(await saveOrder(ctx, agentId, withVisitorLanguage(request, request.body), idempotencyKeyOf(request, request.body.idempotencyKey)), ORDER_SAVED);
    });
  }

  app.post(
    '/policy/checkRepeatInsurePolicy',
    { schema: { body: repeatInsureRequest, response: { 200: answers(z.array(repeatInsureItem)) } }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => {
      // The answer says who is insured where: only for sellers.
      await issuerOf(request, ctx, deps.config.SIGN_SECRET, request.body);
      const repeated = await findRepeatedInsureds(ctx, request.body);
      return ok(repeated, repeated.length > 0 ? `${repeated.length}位被保险人在该保险期间内已有保单` : '未发现重复投保');
    },
  );
};

/** POST /api_record/recordScreen/savePageSuc, mounted at the root: the session recording of a save is finished. */
export const recordScreenRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales }) => {
  app.post(
    '/api_record/recordScreen/savePageSuc',
    { schema: { body: recordScreenRequest }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async ({ body }) => {
      await sales.db
        .insertInto('screen_record')
        .values({
          policy_id: body.policyId,
          browser_type: body.browerType ?? null,
          close_type: body.closeType ?? null,
          save_time: body.saveTime === undefined ? null : String(body.saveTime),
          url: body.url ?? null,
          msg_id: body.msgId ?? null,
        })
        .execute();
      return ok(null);
    },
  );
};
