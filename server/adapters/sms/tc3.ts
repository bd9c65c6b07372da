import { createHash, createHmac } from 'node:crypto';

/** What a Tencent Cloud API v3 call is signed over. */
export interface Tc3Request {
  host: string;
  service: string;
  action: string;
  /** The JSON body, exactly as sent. */
  payload: string;
  timestamp: number;
  contentType: string;
}

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** The headers a POST signs (content-type;host;x-tc-action), lower-cased as the canonical request wants them. */
export const TC3_SIGNED_HEADERS = 'content-type;host;x-tc-action';

/**
 * TC3-HMAC-SHA256 as Tencent Cloud documents it (签名方法 v3): the canonical request (POST, "/", no query, the
 * signed headers, the payload's SHA-256), the string to sign with the UTC date's credential scope, and the key
 * derived from "TC3"+SecretKey through the date, the service and "tc3_request". Answers the Authorization value.
 */
export function tc3Authorization(request: Tc3Request, secretId: string, secretKey: string): string {
  const date = new Date(request.timestamp * 1000).toISOString().slice(0, 10);
  const canonicalHeaders = `content-type:${request.contentType.toLowerCase()}\nhost:${request.host.toLowerCase()}\nx-tc-action:${request.action.toLowerCase()}\n`;
  const canonical = ['POST', '/', '', canonicalHeaders, TC3_SIGNED_HEADERS, sha256(request.payload)].join('\n');
  const scope = `${date}/${request.service}/tc3_request`;
  const toSign = ['TC3-HMAC-SHA256', String(request.timestamp), scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(`TC3${secretKey}`, date), request.service), 'tc3_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${secretId}/${scope}, SignedHeaders=${TC3_SIGNED_HEADERS}, Signature=${signature}`;
}
