import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productCodeParams, productRequest } from '../../../domain/api/product';
import {
  addressCodeRequest,
  addressFileParams,
  citiesRequest,
  districtsRequest,
  insureAreaParams,
  occupationFile,
  occupationLookupRequest,
} from '../../../domain/api/reference';
import { contentLanguageOf } from '../../../domain/catalog';
import { productRiskFlags } from '../../../domain/rules';
import { underwritingRulesOf } from '../../catalog/underwriting';
import type { ModuleDeps } from '../../sales/deps';
import { AppError, answers, ok } from '../../lib/envelope';
import { requireIssuer } from '../../sales/issuer';
import { requireOnSale } from '../../sales/products';
import { ADDRESS_FILES } from './address-files';
import { insuredTemplateXlsx, lookUpOccupation, occupationFileOf, occupationTableXlsx } from './occupation-files';
import { readRoute, versioned } from '../../lib/read-route';
import { addressDetail, findRegion, PROVINCES, regionEntry } from './regions';

const NO_INPUT = z.object({});
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Regions, address files, occupation files and customer settings (portal-spec 7, "Files and addresses"). */
export const referenceRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app) => {
  readRoute(app, '/policy/getAllProvince', NO_INPUT, () => {
    return ok(PROVINCES.map(regionEntry));
  });

  readRoute(app, '/policy/getCityByProvince', citiesRequest, ({ provinceCode }) => {
    const province = findRegion(provinceCode);
    if (province?.level !== 1) throw new AppError('404', { zh: `省份不存在：${provinceCode}`, en: `Province not found: ${provinceCode}` }, 404);
    return ok(province.children.map(regionEntry));
  });

  readRoute(app, '/policy/getDistrictByCity', districtsRequest, ({ cityCode }) => {
    const city = findRegion(cityCode);
    if (city?.level !== 2) throw new AppError('404', { zh: `城市不存在：${cityCode}`, en: `City not found: ${cityCode}` }, 404);
    return ok(city.children.map(regionEntry));
  });

  readRoute(app, '/addressDetail/addressCode', addressCodeRequest, ({ addressCode }) => {
    const region = findRegion(addressCode);
    if (!region) throw new AppError('404', { zh: `地区代码不存在：${addressCode}`, en: `Area code not found: ${addressCode}` }, 404);
    return ok(addressDetail(region));
  });

  app.get('/addressDetail/addressFile/:fileName', { schema: { params: addressFileParams } }, async (request, reply) =>
    versioned(request, reply, ok({ fileName: request.params.fileName, tree: ADDRESS_FILES[request.params.fileName] })),
  );

  readRoute(app, '/occupation/productCode', productRequest, (input) => ok(occupationFileOf(requireOnSale(input.productCode))), answers(occupationFile));

  readRoute(app, '/occupation/lookup', occupationLookupRequest, (input) => ok(lookUpOccupation(requireOnSale(input.productCode), input.occupationCode)));

  app.get('/occupation/download/:productCode/insured-template.xlsx', { schema: { params: productCodeParams } }, async ({ params }, reply) => {
    const body = await insuredTemplateXlsx(requireOnSale(params.productCode));
    return reply.type(XLSX).header('Content-Disposition', `attachment; filename="${params.productCode}-insured-template.xlsx"`).send(body);
  });

  app.get('/occupation/download/:productCode/occupations.xlsx', { schema: { params: productCodeParams } }, async ({ params }, reply) => {
    const body = await occupationTableXlsx(requireOnSale(params.productCode));
    return reply.type(XLSX).header('Content-Disposition', `attachment; filename="${params.productCode}-occupations.xlsx"`).send(body);
  });

  readRoute(app, '/customer/productCode', productRequest, (input) => {
    const product = requireOnSale(input.productCode);
    const language = contentLanguageOf(input.language);
    return ok({
      productCode: product.code,
      productName: product.name[language],
      invoiceMethod: product.invoiceMethod,
      holderTypes: product.holderTypes,
      payMethods: product.payMethods,
      customerTemplate: product.distribution.customerTemplate,
      // Which checks the product's underwriting rules can ask for (portal-spec 3: default "0").
      ...productRiskFlags(underwritingRulesOf(product)),
    });
  });
};

/** The sale area of a product for an issuer (root path, portal-spec 7). */
export const insureAreaRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  app.get('/api_xxpl/insureArea/getInsureArea/:userId/:productCode', { schema: { params: insureAreaParams } }, async ({ params }) => {
    const product = requireOnSale(params.productCode);
    await requireIssuer(database.db, params.userId);
    const provinces = product.insureArea.length === 0 ? PROVINCES : PROVINCES.filter((province) => product.insureArea.includes(province.code));
    return ok({ productCode: product.code, nationwide: product.insureArea.length === 0, provinces: provinces.map(regionEntry) });
  });
};
