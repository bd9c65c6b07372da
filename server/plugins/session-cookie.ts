import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_LIFETIME_MS } from '../sales/tokens';

/** The session token: out of reach of scripts (HttpOnly), so an injected script cannot carry it away. */
export const TOKEN_COOKIE = 'token';
/** Says "signed in" to the page's script (it shows logout); not a credential. */
export const SIGNED_IN_COOKIE = 'signedIn';

/** Secure behind https: the request came over it (through a trusted proxy) or the public address is https. */
function secureFor(request: FastifyRequest, publicUrl: string | undefined): boolean {
  return request.protocol === 'https' || Boolean(publicUrl?.startsWith('https:'));
}

/**
 * Signs the browser in: the token as an HttpOnly, SameSite=Lax cookie (a cross-site form cannot post with it),
 * Secure behind https. API clients keep using the token of the answer in the Authorization header.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, publicUrl: string | undefined): void {
  const common = { path: '/', sameSite: 'lax', secure: secureFor(request, publicUrl), maxAge: TOKEN_LIFETIME_MS / 1000 } as const;
  reply.setCookie(TOKEN_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(SIGNED_IN_COOKIE, '1', common);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, publicUrl: string | undefined): void {
  const common = { path: '/', sameSite: 'lax', secure: secureFor(request, publicUrl) } as const;
  reply.clearCookie(TOKEN_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(SIGNED_IN_COOKIE, common);
}
