import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agreementData,
  codeParams,
  claimGuide,
  disclosureInfo,
  languageQuery,
  materialsParams,
  plansAnswer,
  productCodeParams,
  policyRegular,
  productListRequest,
  productPage,
  productRequest,
  readingRecordRequest,
  readingRecordsRequest,
} from '../../../domain/api/product';
import { contentLanguageOf, toRatableProduct } from '../../../domain/catalog';
import { todayInBeijing } from '../../../domain/validators';
import type { ModuleDeps } from '../../sales/deps';
import { catalog } from '../../catalog';
import { AppError, answers, ok } from '../../lib/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { readRoute } from '../../lib/read-route';
import { agreementOf, claimGuideOf, disclosureOf, insuranceRules } from './documents';
import { fromPremiumFen } from './from-premium';
import { requireAuthority } from '../../sales/authority';
import { requireIssuer } from '../../sales/issuer';
import { requireOnSale, requireProduct } from '../../sales/products';
import { policyRegularOf } from './policy-regular';
import { productListEntry, productPageOf } from './present';
import { claimFormHtml, productImageSvg } from './printables';
import { listReadings, recordReading } from './readings';

const ONE_DAY = 'public, max-age=86400';

/** Product calls under /api (portal-spec 7, "Product and customer", and the product list). */
export const productRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database, config }) => {
  const { db } = database;

  readRoute(app, '/authorization/queryProductList', productListRequest, (input) => {
    const language = contentLanguageOf(input.language);
    const products = catalog.products.filter((product) => !product.flags.stoppedFromSale && (!input.type || product.type === input.type));
    return ok(products.map((product) => productListEntry(product, language)));
  });

  readRoute(
    app,
    '/product/queryProduct',
    productRequest,
    (input) => ok(productPageOf(requireOnSale(input.productCode), contentLanguageOf(input.language))),
    answers(productPage),
  );

  readRoute(app, '/product/checkCustomerAuthority', productRequest, async (input) => {
    const product = requireOnSale(input.productCode);
    const issuer = await requireIssuer(db, input.userId);
    await requireAuthority(db, issuer.id, product);
    return ok({ productCode: product.code, userId: issuer.id, authorized: true });
  });

  readRoute(
    app,
    '/product/queryPolicyRegular',
    productRequest,
    (input) => ok(policyRegularOf(requireOnSale(input.productCode), contentLanguageOf(input.language), todayInBeijing())),
    answers(policyRegular),
  );

  readRoute(app, '/product/queryPlans', productRequest, (input) => {
    const product = requireOnSale(input.productCode);
    // Both languages and the rate tables: the client prices with the same domain function as the server.
    return ok({ ...toRatableProduct(product), fromPremiumFen: fromPremiumFen(product) });
  }, answers(plansAnswer));

  app.get('/premium/queryInsuranceRules/:productCode', { schema: { params: productCodeParams, querystring: languageQuery } }, async ({ params, query }) =>
    ok(insuranceRules(requireOnSale(params.productCode), contentLanguageOf(query.language))),
  );

  app.post('/product/recordReading', { schema: { body: readingRecordRequest }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request) => {
    const input = request.body;
    const product = requireOnSale(input.productCode);
    if (input.userId) await requireIssuer(db, input.userId);
    const context = { principal: request.principal, userAgent: request.headers['user-agent'], production: config.NODE_ENV === 'production' };
    return ok(await recordReading(db, product, input, context), { zh: '已记录', en: 'Recorded.' });
  });

  app.get('/product/readingRecords', { schema: { querystring: readingRecordsRequest } }, async (request) => {
    const filter = request.query;
    // A reading session id is a random capability; a policy's readings are for signed-in people only.
    if (filter.policyId && !filter.readingSessionId) requirePrincipal(request);
    return ok(await listReadings(db, filter));
  });

  app.get('/product/image/:file', { schema: { params: z.object({ file: z.string() }), querystring: languageQuery } }, async ({ params, query }, reply) => {
    const match = /^([A-Za-z][A-Za-z0-9]*)\.svg$/.exec(params.file);
    if (!match) throw new AppError('404', { zh: '图片不存在', en: 'Image not found.' }, 404);
    reply.header('Cache-Control', ONE_DAY).type('image/svg+xml; charset=utf-8');
    return productImageSvg(requireProduct(match[1]), contentLanguageOf(query.language));
  });

  app.get('/product/claimForm/:code', { schema: { params: codeParams, querystring: languageQuery } }, async ({ params, query }, reply) => {
    reply.header('Cache-Control', ONE_DAY).type('text/html; charset=utf-8');
    return claimFormHtml(requireProduct(params.code), contentLanguageOf(query.language));
  });
};

/** Product documents under /api_xxpl, registered with their full paths (portal-spec 7). */
export const productDocumentRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  app.get(
    '/api_xxpl/getCustomerNoticeAndRootProductMaterial/:productCode/:userId',
    { schema: { params: materialsParams, querystring: languageQuery, response: { 200: answers(agreementData) } } },
    async ({ params, query }) => {
      const product = requireOnSale(params.productCode);
      await requireIssuer(database.db, params.userId);
      return ok(agreementOf(product, contentLanguageOf(query.language)));
    },
  );

  app.get(
    '/api_xxpl/getDisclosureInfoByHdProductCode/:code',
    { schema: { params: codeParams, querystring: languageQuery, response: { 200: answers(disclosureInfo) } } },
    async ({ params, query }) => ok(disclosureOf(requireProduct(params.code), contentLanguageOf(query.language))),
  );

  app.get(
    '/api_xxpl/company/queryInsuranceCompanyClaimNewShowDtoByProductCode/:code',
    // The spec answers this one with 0000 and the guide in `data`.
    { schema: { params: codeParams, querystring: languageQuery, response: { 200: answers(z.null(), { code: '0000', data: claimGuide }) } } },
    async ({ params, query }) => ({
      returnCode: '0000',
      returnMsg: '成功',
      content: null,
      data: claimGuideOf(requireProduct(params.code), contentLanguageOf(query.language)),
    }),
  );
};
