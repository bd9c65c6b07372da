import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export interface Principal {
  subjectType: 'agent' | 'holder';
  subjectId: string;
  agentId: string;
}

export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens are random and only their hash is stored, so a database leak does not leak sessions. */
export async function issueToken(db: Kysely<DB>, principal: Principal, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('session')
    .values({
      token_hash: hashToken(token),
      subject_type: principal.subjectType,
      subject_id: principal.subjectId,
      agent_id: principal.agentId,
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS),
    })
    .execute();
  return token;
}

/** The session a token's hash opens, while it is neither revoked nor expired at `now`. */
export async function sessionOf(db: Kysely<DB>, tokenHash: string, now: Date): Promise<{ principal: Principal; expiresAt: Date } | null> {
  const row = await db
    .selectFrom('session')
    .select(['subject_type', 'subject_id', 'agent_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { principal: { subjectType: row.subject_type, subjectId: row.subject_id, agentId: row.agent_id }, expiresAt: row.expires_at } : null;
}

export async function revokeToken(db: Kysely<DB>, token: string): Promise<void> {
  await db.updateTable('session').set({ revoked_at: new Date() }).where('token_hash', '=', hashToken(token)).execute();
}
