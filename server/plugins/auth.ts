import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../lib/envelope';
import { type Principal, resolveToken } from '../sales/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    token: string | null;
  }
}

export const NOT_SIGNED_IN = '未登录或登录已过期，请重新登录。';

/** The client sends `Authorization: <token>` (the string "null" when signed out); the cookie is a fallback. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
  const token = header && header !== 'null' ? header : request.cookies?.token;
  return token && token !== 'null' ? token : null;
}

export function installAuth(app: FastifyInstance, db: Kysely<DB>): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('token', null);
  app.addHook('onRequest', async (request) => {
    const token = readToken(request);
    if (!token) return;
    request.token = token;
    request.principal = await resolveToken(db, token);
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
