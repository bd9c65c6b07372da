import { createHmac, timingSafeEqual } from 'node:crypto';

/** The `sign` of a shared link: an HMAC of the issuer id (and product) so links cannot be forged for another agent. */
export function signShareLink(secret: string, userId: string, productCode = ''): string {
  return createHmac('sha256', secret).update(`${userId}\n${productCode}`).digest('hex').slice(0, 32);
}

/** A sign made for the issuer alone is valid on every product of that issuer. */
export function verifyShareLink(secret: string, userId: string, productCode: string, sign: string): boolean {
  return [productCode, ''].some((code) => safeEqual(signShareLink(secret, userId, code), sign));
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
