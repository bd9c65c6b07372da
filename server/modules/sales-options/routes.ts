import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyNameRequest,
  coverageAmountRequest,
  orderRequest,
  productOptionsRequest,
  splitTypeRequest,
  webuserQuery,
  yanChannelQuery,
} from '../../../domain/api/sales-options';
import { contentLanguageOf } from '../../../domain/catalog';
import { todayInBeijing } from '../../../domain/validators';
import type { ModuleDeps } from '../../sales/deps';
import { ok } from '../../lib/envelope';
import { requireAgent } from '../../plugins/auth';
import { requireOwnOrder } from '../orders';
import { requireOnSale } from '../../sales/products';
import { isYanChannel, webuserIdOf } from './issuer-facts';
import { orderQuotation, orderUnderwriting } from './order-views';
import { coverageAmounts, productOptions, splitPolicies } from './product-options';

/** What the application pages ask before and after saving (portal-spec 7, "Policy creation and saving"). */
export const salesOptionRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx }) => {

  app.post('/policy/options', { schema: { body: productOptionsRequest } }, async ({ body }) =>
    ok(productOptions(requireOnSale(body.productCode), contentLanguageOf(body.language), todayInBeijing())),
  );
  app.post('/policy/selectCoverageAmount', { schema: { body: coverageAmountRequest } }, async ({ body }) =>
    ok(coverageAmounts(requireOnSale(body.productCode), body.planCode, contentLanguageOf(body.language))),
  );
  app.post('/policy/splitType', { schema: { body: splitTypeRequest } }, async ({ body }) => ok(splitPolicies(requireOnSale(body.productCode), body.insuredCount)));
  app.post('/policy/getCompanyName', { schema: { body: companyNameRequest } }, async ({ body }) => {
    const { insurer } = requireOnSale(body.productCode);
    return ok({ insurerCode: insurer.code, companyName: insurer.name.zh, companyNameEn: insurer.name.en, underwriterLine: insurer.underwriterLine.zh });
  });

  app.post('/policy/getPolicyQuotation', { schema: { body: orderRequest } }, async (request) =>
    ok(await orderQuotation(ctx, await requireOwnOrder(ctx, requireAgent(request).agentId, request.body.policyId))),
  );
  app.post('/policy/insuledPolicy', { schema: { body: orderRequest } }, async (request) =>
    ok(await orderUnderwriting(ctx, await requireOwnOrder(ctx, requireAgent(request).agentId, request.body.policyId))),
  );

  app.get('/policy/isYanChannel', { schema: { querystring: yanChannelQuery } }, async ({ query }) => ok(await isYanChannel(ctx.db, query.userId)));
  app.get('/customer/queryWebuserIdByLoginName', { schema: { querystring: webuserQuery }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async ({ query }) =>
    ok(await webuserIdOf(ctx.db, query.loginName)),
  );
};
