/** What the portal keeps about the visit: the token cookie and, for the tab, the share link's u and sign. */

const TOKEN_COOKIE = 'token';
const TOKEN_MAX_AGE_S = 12 * 3600;

export function readToken(): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${TOKEN_COOKIE}=`));
  const value = match ? decodeURIComponent(match.slice(TOKEN_COOKIE.length + 1)) : null;
  return value && value !== 'null' ? value : null;
}

export function storeToken(token: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's token cookie; the Cookie Store API is missing in WeChat's browsers
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=${TOKEN_MAX_AGE_S}; SameSite=Lax`;
  notify();
}

export function clearToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as in storeToken
  document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  notify();
}

export interface ShareContext {
  u: string;
  sign: string;
}

export function storeShare(share: ShareContext): void {
  sessionStore()?.setItem('u', share.u);
  sessionStore()?.setItem('sign', share.sign);
}

export function readShare(): Partial<ShareContext> {
  return { u: sessionStore()?.getItem('u') ?? undefined, sign: sessionStore()?.getItem('sign') ?? undefined };
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

// Components that show "signed in" state subscribe here (the cookie itself has no change event).
const listeners = new Set<() => void>();
export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function notify(): void {
  for (const listener of listeners) listener();
}
