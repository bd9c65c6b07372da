import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app';
import { authRoutes } from './auth/routes';
import { fileRoutes } from './files';
import { licenceRoutes, ocrRoutes } from './ocr';
import { premiumRoutes } from './premium';
import { productDocumentRoutes, productRoutes } from './product';
import { insureAreaRoutes, referenceRoutes } from './reference';
import { devRoutes } from './dev/routes';
import { orderRoutes, recordScreenRoutes } from './orders/routes';
import { cashierRoutes } from './payment/cashier';
import { paymentRoutes } from './payment/routes';
import { policyFileRoutes, policyRoutes } from './policies/routes';
import { storefrontRoutes } from './storefront/routes';
import { insurerRoutes } from './insurers';
import { legacyRoutes } from './legacy';
import { mguRoutes } from './mgu';
import { salesOptionRoutes } from './sales-options';
import { toolsRoutes } from './tools';

/**
 * Every resource module of the API. Each plugin registers its paths exactly as the spec writes them;
 * `apiModules` are mounted under /api, `rootModules` at the root (the spec's /api_xxpl/..., /api_record/...).
 */
export const apiModules: FastifyPluginAsync<AppDeps>[] = [
  authRoutes,
  ocrRoutes,
  fileRoutes,
  orderRoutes,
  paymentRoutes,
  cashierRoutes,
  policyRoutes,
  devRoutes,
  productRoutes,
  referenceRoutes,
  premiumRoutes,
  storefrontRoutes,
  insurerRoutes,
  salesOptionRoutes,
  mguRoutes,
  toolsRoutes,
];
export const rootModules: FastifyPluginAsync<AppDeps>[] = [
  licenceRoutes,
  recordScreenRoutes,
  policyFileRoutes,
  productDocumentRoutes,
  insureAreaRoutes,
  legacyRoutes,
];
