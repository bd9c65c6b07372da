import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Holders who proved phone + ID get minutes; the SMS link lasts as long as a customer may keep it. */
export const QUERY_ACCESS_MS = 30 * 60_000;
export const SMS_LINK_ACCESS_MS = 30 * 86_400_000;

/**
 * A short signed token that opens one policy's e-policy: `<expiry seconds>.<HMAC>`. It proves the holder
 * answered the phone + ID query (or received the SMS) without putting either number in a URL.
 */
export function policyAccess(dataKey: Buffer) {
  const key = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'portal/policy-access', 32));
  const mac = (policyNo: string, expires: number) => createHmac('sha256', key).update(`${policyNo}\n${expires}`).digest('base64url').slice(0, 32);
  return {
    issue(policyNo: string, lifetimeMs: number, now: Date = new Date()): string {
      const expires = Math.floor((now.getTime() + lifetimeMs) / 1000);
      return `${expires}.${mac(policyNo, expires)}`;
    },
    verify(policyNo: string, token: string | undefined, now: Date = new Date()): boolean {
      const [expiresText, given] = (token ?? '').split('.');
      const expires = Number(expiresText);
      if (!given || !Number.isInteger(expires) || expires * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(mac(policyNo, expires));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}


/**
 * The token in an e-policy's QR code: without it the public verification answers nothing, so policy numbers
 * (which run in sequence) cannot be walked to read other people's policies. 96 bits, derived, never stored.
 */
export function verificationToken(dataKey: Buffer, policyNo: string): string {
  const key = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'portal/policy-verification', 32));
  return createHmac('sha256', key).update(policyNo).digest('base64url').slice(0, 16);
}

export function isVerificationToken(dataKey: Buffer, policyNo: string, token: string | undefined): boolean {
  const expected = Buffer.from(verificationToken(dataKey, policyNo));
  const given = Buffer.from(token ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
