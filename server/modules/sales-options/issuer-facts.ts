import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/envelope';
import { requireIssuer } from '../../sales/issuer';

/** Whether the issuer sells through the Yan partner's pages. */
export async function isYanChannel(db: Kysely<DB>, userId: string): Promise<boolean> {
  const issuer = await requireIssuer(db, userId);
  const row = await db.selectFrom('agent').select('sales_channel').where('id', '=', issuer.id).executeTakeFirstOrThrow();
  return row.sales_channel === 'yan';
}

/** The issuer id (u) behind a login name. */
export async function webuserIdOf(db: Kysely<DB>, loginName: string): Promise<{ userId: string; displayName: string }> {
  const row = await db.selectFrom('agent').select(['id', 'display_name']).where('login_name', '=', loginName).executeTakeFirst();
  if (!row) throw new AppError('1087', `账号不存在：${loginName}`);
  return { userId: row.id, displayName: row.display_name };
}
