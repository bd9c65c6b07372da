import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../lib/envelope';

const UNKNOWN_ISSUER = '1044';

/** The issuing account (u) a link or call names; it must exist, or no page can be sold through it. */
export async function requireIssuer(db: Kysely<DB>, userId: string | undefined): Promise<{ id: string; displayName: string }> {
  const row = userId && userId !== 'null'
    ? await db.selectFrom('agent').select(['id', 'display_name']).where('id', '=', userId).executeTakeFirst()
    : undefined;
  if (!row) throw new AppError(UNKNOWN_ISSUER, { zh: '出单人不存在或链接已失效，请联系您的代理人', en: 'The agent was not found or the link has expired; please contact your agent.' });
  return { id: row.id, displayName: row.display_name };
}
