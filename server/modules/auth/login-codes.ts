import { sql, type Kysely, type Transaction } from 'kysely';
import { todayInBeijing } from '../../../domain/validators';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/envelope';
import type { Counters } from '../../sales/counters';
import { keyedHash, randomDigits } from './keyed-hash';

const CODE_LIFETIME_MS = 5 * 60_000;
const DAY_MS = 24 * 3600_000;
const MAX_ATTEMPTS = 5;

/** What a code is for: signing in (of an issuer's link), or verifying a phone typed in a form. */
export type CodePurpose = 'login' | 'verify';

/** The SMS limits of README "Security": per phone a minute and a day, and for the whole service a day. */
export const SMS_LIMITS = { perPhonePerMinute: 1, perPhonePerDay: 10 };

/**
 * Issues a 6-digit, single-use code for a phone: one a minute per purpose, ten a day, and within the service's daily cap.
 * Each limit is one atomic count, so parallel sends for one phone give one code.
 */
export async function issueLoginCode(
  db: Kysely<DB> | Transaction<DB>,
  counters: Counters,
  limits: { secret: string; dailyCap: number },
  agentId: string | null,
  phone: string,
  now = new Date(),
  purpose: CodePurpose = 'login',
): Promise<string> {
  const phoneHash = keyedHash(limits.secret, phone);
  if ((await counters.hit(`sms:minute:${purpose}:${phoneHash}`, 60_000, now)) > SMS_LIMITS.perPhonePerMinute) {
    throw new AppError('2002', { zh: '验证码已发送，请60秒后再试', en: 'A code has already been sent; please try again in 60 seconds.' });
  }
  if ((await counters.hit(`sms:day:${phoneHash}`, DAY_MS, now)) > SMS_LIMITS.perPhonePerDay) {
    throw new AppError('2003', { zh: '今日验证码发送次数已达上限，请明天再试', en: 'You have reached today\'s limit of codes; please try again tomorrow.' });
  }
  if ((await counters.hit(`sms:all:${todayInBeijing(now)}`, DAY_MS, now)) > limits.dailyCap) {
    throw new AppError('2009', {
      zh: '今日短信发送量已达上限，请明天再试或使用账号密码登录',
      en: 'Today\'s text message limit has been reached; please try again tomorrow or sign in with your account and password.',
    });
  }
  const code = randomDigits(6);
  await db
    .insertInto('login_code')
    .values({ phone_hash: phoneHash, agent_id: agentId, purpose, code_hash: keyedHash(limits.secret, code), created_at: now, expires_at: new Date(now.getTime() + CODE_LIFETIME_MS) })
    .execute();
  return code;
}

/** Checks the latest code of a phone: right once, within its lifetime, and within five attempts. */
export async function consumeLoginCode(
  db: Kysely<DB>,
  secret: string,
  phone: string,
  code: string,
  now = new Date(),
  purpose: CodePurpose = 'login',
): Promise<void> {
  const latest = await db
    .selectFrom('login_code')
    .select(['id', 'code_hash', 'expires_at', 'used_at'])
    .where('phone_hash', '=', keyedHash(secret, phone))
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest || latest.used_at || new Date(latest.expires_at) <= now) throw new AppError('2004', { zh: '验证码已失效，请重新获取', en: 'The code has expired; please request a new one.' });
  // The attempt is counted before the code is compared, in one conditional update: parallel guesses check at most five.
  const counted = await db
    .updateTable('login_code')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', latest.id)
    .where('attempts', '<', MAX_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) throw new AppError('2005', { zh: '验证码错误次数过多，请重新获取', en: 'Too many wrong codes; please request a new one.' });
  if (latest.code_hash !== keyedHash(secret, code)) throw new AppError('2001', { zh: '验证码错误', en: 'Wrong code.' });
  // Only one of two simultaneous uses of the same code wins.
  const used = await db.updateTable('login_code').set({ used_at: now }).where('id', '=', latest.id).where('used_at', 'is', null).executeTakeFirst();
  if (used.numUpdatedRows === 0n) throw new AppError('2004', { zh: '验证码已失效，请重新获取', en: 'The code has expired; please request a new one.' });
}
