import type { Transaction } from 'kysely';
import { CHALLENGE_REQUIRED } from '../../domain/crypto/proof-of-work';
import { AppError } from '../lib/envelope';
import type { ProofOfWork } from './challenge';
import type { DB } from '../db/schema';
import type { Counters } from './counters';

/** How many attempts one subject (an account, a phone, an ID number) gets in a window, and when a challenge starts. */
export interface AttemptRule {
  max: number;
  windowMs: number;
  /** After this many attempts in the window, each further one needs a solved proof of work. */
  challengeAfter: number;
}

/** The limits of README "Security": sign-in per account, the policy query per phone and per ID number. */
export const ATTEMPT_RULES = {
  signIn: { max: 10, windowMs: 15 * 60_000, challengeAfter: 5 },
  policyQuery: { max: 10, windowMs: 60 * 60_000, challengeAfter: 3 },
} satisfies Record<string, AttemptRule>;

const BASE_BITS = 14;
const MAX_BITS = 18;

/** Each attempt past the first challenge doubles the work (progressive delay), up to about a second on a phone. */
export function challengeBitsAfter(attempts: number, rule: AttemptRule): number {
  return Math.min(BASE_BITS + Math.max(attempts - rule.challengeAfter, 0), MAX_BITS);
}

export interface AttemptGuard {
  counters: Counters;
  challenges: ProofOfWork;
  /** The counters as seen inside a transaction: database counts then commit or roll back with it (Redis ones stand alone). */
  countersIn(trx: Transaction<DB>): Counters;
}

/**
 * Admits one attempt on every subject key, or refuses it: 2008 with a challenge once the subject has failed
 * `challengeAfter` times, 2007 once it has used `max` attempts in the window. The count is raised before the
 * secret is checked, so parallel guesses can never check more than `max`. Answers a function to call on success.
 */
export async function admitAttempt(
  guard: AttemptGuard,
  scope: string,
  keys: string[],
  rule: AttemptRule,
  proof: string | undefined,
  now: Date = new Date(),
): Promise<() => Promise<void>> {
  const counted = keys.map((key) => `${scope}:${key}`);
  const seen = Math.max(...(await Promise.all(counted.map((key) => guard.counters.peek(key, now)))));
  if (seen >= rule.max) throw lockedOut(rule);
  if (seen >= rule.challengeAfter) {
    const bits = challengeBitsAfter(seen, rule);
    if (!(await guard.challenges.accepts(scope, proof, bits, now))) {
      throw new AppError(CHALLENGE_REQUIRED, {
        zh: '操作过于频繁，请完成安全验证后重试',
        en: 'Too many attempts; please complete the security check and try again.',
      }, 200, { challenge: guard.challenges.issue(scope, bits, now) });
    }
  }
  for (const key of counted) {
    if ((await guard.counters.hit(key, rule.windowMs, now)) > rule.max) throw lockedOut(rule);
  }
  return async () => {
    for (const key of counted) await guard.counters.clear(key);
  };
}

function lockedOut(rule: AttemptRule): AppError {
  return new AppError('2007', {
    zh: `尝试次数过多，已暂时锁定，请${Math.ceil(rule.windowMs / 60_000)}分钟后再试`,
    en: `Too many attempts; locked for now. Please try again in ${Math.ceil(rule.windowMs / 60_000)} minutes.`,
  }, 429);
}
