import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/envelope';
import { keyedHash } from './keyed-hash';

const SEQ_LIFETIME_MS = 5 * 60_000;

export async function createUreqSeq(db: Kysely<DB>, secret: string, agentId: string, now = new Date()): Promise<string> {
  const seq = randomBytes(18).toString('base64url');
  await db
    .insertInto('ureq_seq')
    .values({ seq_hash: keyedHash(secret, seq), agent_id: agentId, created_at: now, expires_at: new Date(now.getTime() + SEQ_LIFETIME_MS) })
    .execute();
  return seq;
}

/** A sequence opens one session, once, within five minutes. */
export async function redeemUreqSeq(db: Kysely<DB>, secret: string, seq: string, now = new Date()): Promise<string> {
  const row = await db
    .updateTable('ureq_seq')
    .set({ used_at: now })
    .where('seq_hash', '=', keyedHash(secret, seq))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('agent_id')
    .executeTakeFirst();
  if (!row) throw new AppError('2006', { zh: '登录链接已失效，请重新进入', en: 'This sign-in link has expired; please open the page again.' });
  return row.agent_id;
}
