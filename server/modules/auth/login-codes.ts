import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/envelope';
import { keyedHash, randomDigits } from './keyed-hash';

const CODE_LIFETIME_MS = 5 * 60_000;
const RESEND_AFTER_MS = 60_000;
const MAX_SENDS_PER_DAY = 10;
const MAX_ATTEMPTS = 5;

/** What a code is for: signing in (of an issuer's link), or verifying a phone typed in a form. */
export type CodePurpose = 'login' | 'verify';

/** Issues a 6-digit, single-use code for a phone, at most one a minute and ten a day. */
export async function issueLoginCode(
  db: Kysely<DB> | Transaction<DB>,
  secret: string,
  agentId: string | null,
  phone: string,
  now = new Date(),
  purpose: CodePurpose = 'login',
): Promise<string> {
  const phoneHash = keyedHash(secret, phone);
  const recent = await db
    .selectFrom('login_code')
    .select(['created_at'])
    .where('phone_hash', '=', phoneHash)
    .where('purpose', '=', purpose)
    .where('created_at', '>', new Date(now.getTime() - 24 * 3600_000))
    .orderBy('created_at', 'desc')
    .execute();
  if (recent[0] && now.getTime() - new Date(recent[0].created_at).getTime() < RESEND_AFTER_MS) {
    throw new AppError('2002', '验证码已发送，请60秒后再试');
  }
  if (recent.length >= MAX_SENDS_PER_DAY) throw new AppError('2003', '今日验证码发送次数已达上限，请明天再试');
  const code = randomDigits(6);
  await db
    .insertInto('login_code')
    .values({ phone_hash: phoneHash, agent_id: agentId, purpose, code_hash: keyedHash(secret, code), created_at: now, expires_at: new Date(now.getTime() + CODE_LIFETIME_MS) })
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
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'used_at'])
    .where('phone_hash', '=', keyedHash(secret, phone))
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest || latest.used_at || new Date(latest.expires_at) <= now) throw new AppError('2004', '验证码已失效，请重新获取');
  if (latest.attempts >= MAX_ATTEMPTS) throw new AppError('2005', '验证码错误次数过多，请重新获取');
  if (latest.code_hash !== keyedHash(secret, code)) {
    await db.updateTable('login_code').set({ attempts: sql`attempts + 1` }).where('id', '=', latest.id).execute();
    throw new AppError('2001', '验证码错误');
  }
  // Only one of two simultaneous uses of the same code wins.
  const used = await db.updateTable('login_code').set({ used_at: now }).where('id', '=', latest.id).where('used_at', 'is', null).executeTakeFirst();
  if (used.numUpdatedRows === 0n) throw new AppError('2004', '验证码已失效，请重新获取');
}
