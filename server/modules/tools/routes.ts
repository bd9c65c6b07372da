import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translateAddressRequest } from '../../../domain/api/tools';
import type { ModuleDeps } from '../../sales/deps';
import { ok } from '../../lib/envelope';
import { translateAddress } from './address-english';

/** The address tools (/tools/addr-trans, addr-trans2, addr-trans3): Chinese postal addresses in English. */
export const toolsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app) => {
  app.post('/tools/translateAddress', { schema: { body: translateAddressRequest }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async ({ body }) =>
    ok(body.addresses.map(translateAddress)),
  );
};
