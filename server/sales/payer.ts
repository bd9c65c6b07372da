import { createHmac, timingSafeEqual } from 'node:crypto';
import { payPlaceOf } from '../../domain/rules/pay-choice';
import type { Payer } from '../adapters/pay';

/** The cookie that carries the payer's openid (from WeChat web authorisation), signed so it cannot be swapped. */
export const OPENID_COOKIE = 'wx_openid';

function mac(secret: string, openid: string): string {
  return createHmac('sha256', secret).update(`openid\n${openid}`).digest('hex').slice(0, 32);
}

export function signedOpenid(secret: string, openid: string): string {
  return `${openid}.${mac(secret, openid)}`;
}

export function openidOf(secret: string, cookie: string | undefined): string | undefined {
  const at = cookie?.lastIndexOf('.') ?? -1;
  if (!cookie || at <= 0) return undefined;
  const openid = cookie.slice(0, at);
  const given = Buffer.from(cookie.slice(at + 1));
  const expected = Buffer.from(mac(secret, openid));
  return given.length === expected.length && timingSafeEqual(given, expected) ? openid : undefined;
}

/** Who is paying, from the request: where (user agent), the openid cookie, the address (H5 payments ask for it). */
export function payerOf(secret: string, request: { headers: Record<string, string | string[] | undefined>; cookies?: Record<string, string | undefined>; ip: string }): Payer {
  const userAgent = request.headers['user-agent'];
  return {
    place: payPlaceOf(typeof userAgent === 'string' ? userAgent : undefined),
    openid: openidOf(secret, request.cookies?.[OPENID_COOKIE]),
    clientIp: request.ip,
  };
}
