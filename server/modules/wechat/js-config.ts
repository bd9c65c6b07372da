import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WechatJsConfig } from '../../../domain/api/wechat';
import type { WechatMpApi } from '../../adapters/wechat/mp-api';
import type { DB } from '../../db/schema';
import { cachedCredential, refreshedCredential, sharedCredential } from './credentials';

/** The JS-SDK signature as WeChat documents it: SHA-1 of the four fields in this order, the URL without its #. */
export function jsSdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`).digest('hex');
}

/** wx.config's values for a page: the ticket comes from the shared cache, the token behind it too. */
export async function jsConfigFor(db: Kysely<DB>, api: WechatMpApi, appId: string, url: string, now = new Date()): Promise<WechatJsConfig & { configured: true }> {
  let ticket = await cachedCredential(db, 'jsapi_ticket', now);
  if (!ticket) {
    // The token first, in its own transaction: the ticket's lock is then held only for the ticket's call.
    const token = await sharedCredential(db, 'access_token', () => api.accessToken(), now);
    ticket = await refreshedCredential(db, 'jsapi_ticket', () => api.jsapiTicket(token), now);
  }
  const timestamp = Math.floor(now.getTime() / 1000);
  const nonceStr = randomBytes(8).toString('hex');
  return { configured: true, appId, timestamp, nonceStr, signature: jsSdkSignature(ticket, nonceStr, timestamp, url) };
}
