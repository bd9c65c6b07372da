import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long the visitor has to come back from WeChat's authorisation page. */
export const OAUTH_STATE_MS = 10 * 60_000;

const mac = (secret: string, nonce: string, expires: number) => createHmac('sha256', secret).update(`wx-oauth\n${nonce}\n${expires}`).digest('hex').slice(0, 32);

/** A state for WeChat's redirect: a nonce also kept in the visitor's cookie, its expiry, and our MAC over both. */
export function newOAuthState(secret: string, now = Date.now()): { state: string; nonce: string } {
  const nonce = randomBytes(12).toString('hex');
  const expires = now + OAUTH_STATE_MS;
  return { state: `${nonce}.${expires}.${mac(secret, nonce, expires)}`, nonce };
}

/** The state came back unchanged, in time, to the browser that left with it (its cookie holds the nonce). */
export function oauthStateValid(secret: string, state: string, cookieNonce: string | undefined, now = Date.now()): boolean {
  const [nonce, expires, given] = state.split('.');
  if (!nonce || !expires || !given || nonce !== cookieNonce || Number(expires) < now) return false;
  const expected = Buffer.from(mac(secret, nonce, Number(expires)));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** Where the visitor goes back to: a path of this site only (no scheme, no //host). */
export function safeReturnPath(to: string): string {
  return /^\/(?![/\\])/.test(to) ? to : '/';
}
