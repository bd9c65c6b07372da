import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/envelope';
import type { SessionCache } from '../sales/session-cache';
import type { Principal } from '../sales/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    token: string | null;
  }
}

export const NOT_SIGNED_IN = { zh: '未登录或登录已过期，请重新登录。', en: 'You are not signed in, or your sign-in has expired. Please sign in again.' };

/**
 * API clients send `Authorization: <token>`; the browser carries the server-set session cookie. A cookie on a
 * request that changes something from another site's page is not used (cross-site request forgery, for the
 * browsers that ignore SameSite): the request goes on signed out.
 */
export function readToken(request: FastifyRequest, publicUrl?: string): string | null {
  const header = request.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
  if (header && header !== 'null') return header;
  const cookie = request.cookies?.token;
  if (!cookie || cookie === 'null') return null;
  return isSafeMethod(request.method) || !fromAnotherSite(request, publicUrl) ? cookie : null;
}

const isSafeMethod = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

/**
 * The page that sent the request is on another host (by Origin, else Referer) than the one asked or the public
 * address (a proxy may rewrite Host); no header says nothing.
 */
function fromAnotherSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return false;
  try {
    const host = new URL(source).hostname;
    return host !== request.hostname && (!publicUrl || host !== new URL(publicUrl).hostname);
  } catch {
    return true;
  }
}

export function installAuth(app: FastifyInstance, sessions: SessionCache, publicUrl?: string): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('token', null);
  app.addHook('onRequest', async (request) => {
    const token = readToken(request, publicUrl);
    if (!token) return;
    request.token = token;
    request.principal = await sessions.resolve(token);
  });
}

export function requireAgent(request: FastifyRequest): Principal {
  if (request.principal?.subjectType !== 'agent') throw new AppError('401', NOT_SIGNED_IN, 401);
  return request.principal;
}

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('401', NOT_SIGNED_IN, 401);
  return request.principal;
}
