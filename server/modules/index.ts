import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app';
import { authRoutes } from './auth/routes';
import { premiumRoutes } from './premium';
import { productDocumentRoutes, productRoutes } from './product';
import { insureAreaRoutes, referenceRoutes } from './reference';

/**
 * Every resource module of the API. Each plugin registers its paths exactly as the spec writes them;
 * `apiModules` are mounted under /api, `rootModules` at the root (the spec's /api_xxpl/..., /api_record/...).
 */
export const apiModules: FastifyPluginAsync<AppDeps>[] = [authRoutes, productRoutes, referenceRoutes, premiumRoutes];
export const rootModules: FastifyPluginAsync<AppDeps>[] = [productDocumentRoutes, insureAreaRoutes];
