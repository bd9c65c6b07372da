import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { JobHandlers, JobWorkerOptions } from '../jobs/queue';
import type { SalesContext } from '../sales/context';
import type { ModuleDeps } from '../sales/deps';
import { authJobs, authRoutes } from './auth';
import { devRoutes } from './dev';
import { certificateLibRoutes, enterpriseRoutes } from './enterprises';
import { endorsementJobs, endorsementRoutes } from './endorsements';
import { fileRoutes } from './files';
import { healthRoutes } from './health';
import { identityRoutes, wechatIdentityRoutes } from './identity';
import { invoiceJobs, invoiceRoutes } from './invoices';
import { licenceRoutes, ocrRoutes } from './ocr';
import { orderRoutes, recordScreenRoutes } from './orders';
import { cashierRoutes, opsRoutes, paymentJobs, paymentRoutes, RECONCILE_EVERY_MS, STATEMENTS_EVERY_MS } from './payment';
import { policyFileRoutes, policyJobs, policyRoutes } from './policies';
import { policyManageRoutes } from './policy-manage';
import { premiumRoutes } from './premium';
import { quotationRoutes } from './quotation';
import { productDocumentRoutes, productRoutes } from './product';
import { insureAreaRoutes, referenceRoutes } from './reference';
import { storefrontRoutes } from './storefront';
import { insurerRoutes } from './insurers';
import { insuredListRoutes } from './insured-lists';
import { legacyRoutes } from './legacy';
import { mguRoutes } from './mgu';
export { startMessageDispatcher } from './messages';
import { controlRuleRoutes, riskRoutes } from './risk';
import { salesOptionRoutes } from './sales-options';
import { toolsRoutes } from './tools';
import { wechatRoutes } from './wechat';

/**
 * Every resource module of the API. Each plugin registers its paths exactly as the spec writes them;
 * `apiModules` are mounted under /api, `rootModules` at the root (the spec's /api_xxpl/..., /api_record/...).
 */
export const apiModules: FastifyPluginAsync<ModuleDeps>[] = [
  authRoutes,
  ocrRoutes,
  fileRoutes,
  orderRoutes,
  paymentRoutes,
  cashierRoutes,
  opsRoutes,
  wechatRoutes,
  policyRoutes,
  policyManageRoutes,
  endorsementRoutes,
  invoiceRoutes,
  enterpriseRoutes,
  devRoutes,
  productRoutes,
  referenceRoutes,
  premiumRoutes,
  storefrontRoutes,
  insurerRoutes,
  insuredListRoutes,
  salesOptionRoutes,
  mguRoutes,
  quotationRoutes,
  toolsRoutes,
  identityRoutes,
  riskRoutes,
];
export const rootModules: FastifyPluginAsync<ModuleDeps>[] = [
  healthRoutes,
  licenceRoutes,
  recordScreenRoutes,
  policyFileRoutes,
  productDocumentRoutes,
  insureAreaRoutes,
  legacyRoutes,
  certificateLibRoutes,
  wechatIdentityRoutes,
  controlRuleRoutes,
];

/** What each kind of job does, as the modules that own the jobs register it; a kind left out does not compile. */
export function moduleJobHandlers(sales: SalesContext, log?: FastifyBaseLogger): JobHandlers {
  return { ...paymentJobs(sales, log), ...policyJobs(sales), ...invoiceJobs(sales), ...authJobs(sales), ...endorsementJobs(sales) };
}

/** Jobs the worker adds on a schedule: the payment reconciler every minute, counter housekeeping every hour, statements daily. */
export const recurringJobs: NonNullable<JobWorkerOptions['recurring']> = [
  { kind: 'reconcile-payments', everyMs: RECONCILE_EVERY_MS },
  { kind: 'check-statements', everyMs: STATEMENTS_EVERY_MS },
  { kind: 'purge-counters', everyMs: 3_600_000 },
];
