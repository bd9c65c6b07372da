import type { Kysely } from 'kysely';
import type { DB, SalesChannel } from '../../db/schema';
import { AppError } from '../../lib/envelope';
import { requireIssuer } from '../../sales/issuer';

/** Whether the issuer sells through a partner's pages (/policy/isYanChannel, /b2bCustomerWebuser/isXinShan). */
export async function sellsThrough(db: Kysely<DB>, userId: string, channel: Exclude<SalesChannel, 'direct'>): Promise<boolean> {
  const issuer = await requireIssuer(db, userId);
  const row = await db.selectFrom('agent').select('sales_channel').where('id', '=', issuer.id).executeTakeFirstOrThrow();
  return row.sales_channel === channel;
}

/** The issuer id (u) behind a login name. */
export async function webuserIdOf(db: Kysely<DB>, loginName: string): Promise<{ userId: string; displayName: string }> {
  const row = await db.selectFrom('agent').select(['id', 'display_name']).where('login_name', '=', loginName).executeTakeFirst();
  if (!row) throw new AppError('1087', { zh: `账号不存在：${loginName}`, en: `Account not found: ${loginName}` });
  return { userId: row.id, displayName: row.display_name };
}
