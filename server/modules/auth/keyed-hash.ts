import { createHmac, randomBytes } from 'node:crypto';

/** A keyed hash: lets us find a phone or a one-time code again without storing it. */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

export function randomDigits(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => String(byte % 10)).join('');
}
