import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityCheckAnswer, identityCheckRequest } from '../../../domain/api/identity';
import { answers, ok } from '../../lib/envelope';
import { requirePrincipal } from '../../plugins/auth';
import type { ModuleDeps } from '../../sales/deps';
import type { Principal } from '../../sales/tokens';
import { type CheckChannel, verifyIdentity } from './checks';

// Each check is a paid question to a registry in production: a few a minute per address are enough on site.
const CHECK_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function actorOfPrincipal(principal: Principal): string {
  return principal.subjectType === 'agent' ? `agent:${principal.agentId}` : `holder:${principal.subjectId}`;
}

function identityRoute(path: string, channel: CheckChannel): FastifyPluginAsyncZod<ModuleDeps> {
  return async (app, { sales }) => {
    app.post(path, { schema: { body: identityCheckRequest, response: { 200: answers(identityCheckAnswer) } }, config: CHECK_RATE_LIMIT }, async (request) => {
      const answer = await verifyIdentity(sales, actorOfPrincipal(requirePrincipal(request)), channel, request.body);
      return ok(answer, answer.message);
    });
  };
}

/** POST /api/idCard/Verity: the portal's identity check (portal-spec 9, types 1-3). */
export const identityRoutes = identityRoute('/idCard/Verity', 'portal');
/** POST /api_ssi/wechatlink/idCardVerity: the same check from pages opened in WeChat. */
export const wechatIdentityRoutes = identityRoute('/api_ssi/wechatlink/idCardVerity', 'wechatlink');
