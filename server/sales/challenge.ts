import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { challengeBits, leadingZeroBits, proofMessage } from '../../domain/crypto/proof-of-work';
import type { Counters } from './counters';

const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** Signed proof-of-work challenges for one scope (a route and account); each answer is accepted once. */
export function proofOfWork(secret: string, counters: Counters) {
  const mac = (scope: string, body: string) => createHmac('sha256', secret).update(`pow\n${scope}\n${body}`).digest('base64url').slice(0, 22);
  return {
    issue(scope: string, bits: number, now: Date = new Date()): string {
      const body = `v1.${bits}.${Math.floor((now.getTime() + CHALLENGE_LIFETIME_MS) / 1000)}.${randomBytes(12).toString('base64url')}`;
      return `${body}.${mac(scope, body)}`;
    },
    /** True for a solved, unexpired challenge of this scope, of at least `minBits`, seen for the first time. */
    async accepts(scope: string, answer: string | undefined, minBits: number, now: Date = new Date()): Promise<boolean> {
      const [challenge, nonceText] = (answer ?? '').split(':');
      const parts = (challenge ?? '').split('.');
      if (parts.length !== 5 || !/^\d{1,12}$/.test(nonceText ?? '')) return false;
      const body = parts.slice(0, 4).join('.');
      const expected = Buffer.from(mac(scope, body));
      const given = Buffer.from(parts[4]);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      if (Number(parts[2]) * 1000 <= now.getTime() || challengeBits(challenge) < minBits) return false;
      const digest = createHash('sha256').update(proofMessage(challenge, Number(nonceText))).digest();
      if (leadingZeroBits(digest) < challengeBits(challenge)) return false;
      return (await counters.hit(`pow:${parts[3]}`, CHALLENGE_LIFETIME_MS, now)) === 1;
    },
  };
}

export type ProofOfWork = ReturnType<typeof proofOfWork>;
