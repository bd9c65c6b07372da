import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeParams,
  languageQuery,
  materialsParams,
  productCodeParams,
  productListRequest,
  productRequest,
  readingRecordRequest,
  readingRecordsRequest,
} from '../../../domain/api/product';
import { contentLanguageOf, toRatableProduct } from '../../../domain/catalog';
import { todayInBeijing } from '../../../domain/validators';
import type { ModuleDeps } from '../../sales/deps';
import { catalog } from '../../catalog';
import { AppError, ok } from '../../lib/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { parseInput, READ_METHODS, readHandler } from '../../lib/read-route';
import { agreementData, claimGuide, disclosureInfo, insuranceRules } from './documents';
import { fromPremiumFen } from './from-premium';
import { requireIssuer } from '../../sales/issuer';
import { requireOnSale, requireProduct } from '../../sales/products';
import { policyRegular } from './policy-regular';
import { productListEntry, productPage } from './present';
import { claimFormHtml, productImageSvg } from './printables';
import { listReadings, recordReading } from './readings';

const ONE_DAY = 'public, max-age=86400';

/** Product calls under /api (portal-spec 7, "Product and customer", and the product list). */
export const productRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database, config }) => {
  const { db } = database;

  app.route({
    method: READ_METHODS,
    url: '/authorization/queryProductList',
    handler: readHandler(productListRequest, (input) => {
      const language = contentLanguageOf(input.language);
      const products = catalog.products.filter((product) => !product.flags.stoppedFromSale && (!input.type || product.type === input.type));
      return ok(products.map((product) => productListEntry(product, language)));
    }),
  });

  app.route({
    method: READ_METHODS,
    url: '/product/queryProduct',
    handler: readHandler(productRequest, (input) => ok(productPage(requireOnSale(input.productCode), contentLanguageOf(input.language)))),
  });

  app.route({
    method: READ_METHODS,
    url: '/product/checkCustomerAuthority',
    handler: readHandler(productRequest, async (input) => {
      const product = requireOnSale(input.productCode);
      const issuer = await requireIssuer(db, input.userId);
      return ok({ productCode: product.code, userId: issuer.id, authorized: true });
    }),
  });

  app.route({
    method: READ_METHODS,
    url: '/product/queryPolicyRegular',
    handler: readHandler(productRequest, (input) =>
      ok(policyRegular(requireOnSale(input.productCode), contentLanguageOf(input.language), todayInBeijing())),
    ),
  });

  app.route({
    method: READ_METHODS,
    url: '/product/queryPlans',
    handler: readHandler(productRequest, (input) => {
      const product = requireOnSale(input.productCode);
      // Both languages and the rate tables: the client prices with the same domain function as the server.
      return ok({ ...toRatableProduct(product), fromPremiumFen: fromPremiumFen(product) });
    }),
  });

  app.get('/premium/queryInsuranceRules/:productCode', { schema: { params: productCodeParams, querystring: languageQuery } }, async ({ params, query }) =>
    ok(insuranceRules(requireOnSale(params.productCode), contentLanguageOf(query.language))),
  );

  app.post('/product/recordReading', { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request) => {
    const input = parseInput(readingRecordRequest, request.body);
    const product = requireOnSale(input.productCode);
    if (input.userId) await requireIssuer(db, input.userId);
    const context = { principal: request.principal, userAgent: request.headers['user-agent'], production: config.NODE_ENV === 'production' };
    return ok(await recordReading(db, product, input, context), '已记录');
  });

  app.get('/product/readingRecords', async (request) => {
    const filter = parseInput(readingRecordsRequest, request.query);
    // A reading session id is a random capability; a policy's readings are for signed-in people only.
    if (filter.policyId && !filter.readingSessionId) requirePrincipal(request);
    return ok(await listReadings(db, filter));
  });

  app.get('/product/image/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^([A-Za-z][A-Za-z0-9]*)\.svg$/.exec(file);
    if (!match) throw new AppError('404', '图片不存在', 404);
    reply.header('Cache-Control', ONE_DAY).type('image/svg+xml; charset=utf-8');
    return productImageSvg(requireProduct(match[1]));
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
    { schema: { params: materialsParams, querystring: languageQuery } },
    async ({ params, query }) => {
      const product = requireOnSale(params.productCode);
      await requireIssuer(database.db, params.userId);
      return ok(agreementData(product, contentLanguageOf(query.language)));
    },
  );

  app.get('/api_xxpl/getDisclosureInfoByHdProductCode/:code', { schema: { params: codeParams, querystring: languageQuery } }, async ({ params, query }) =>
    ok(disclosureInfo(requireProduct(params.code), contentLanguageOf(query.language))),
  );

  app.get(
    '/api_xxpl/company/queryInsuranceCompanyClaimNewShowDtoByProductCode/:code',
    { schema: { params: codeParams, querystring: languageQuery } },
    async ({ params, query }) => ({
      returnCode: '0000',
      returnMsg: '成功',
      content: null,
      data: claimGuide(requireProduct(params.code), contentLanguageOf(query.language)),
    }),
  );
};
