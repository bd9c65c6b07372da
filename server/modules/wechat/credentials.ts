import type { Kysely } from 'kysely';
import type { WechatCredential } from '../../adapters/wechat/mp-api';
import type { DB } from '../../db/schema';

/** Refreshed this long before WeChat says it expires: a page signed just before expiry still configures. */
const EARLY_MS = 5 * 60_000;

const isFresh = (row: { value: string; expires_at: Date } | undefined, now: Date) =>
  row !== undefined && row.value !== '' && new Date(row.expires_at).getTime() - EARLY_MS > now.getTime();

/** The credential kept in the database, while it is still valid. */
export async function cachedCredential(db: Kysely<DB>, name: string, now = new Date()): Promise<string | null> {
  const row = await db.selectFrom('wechat_credential').select(['value', 'expires_at']).where('name', '=', name).executeTakeFirst();
  return isFresh(row, now) && row ? row.value : null;
}

/**
 * Refreshes a credential shared by every server instance: one instance fetches it under the row's lock while the
 * others wait and then read what it stored (WeChat invalidates the previous token on each refresh, so two
 * instances refreshing at once would break each other). Nothing else may touch the database inside fetchFresh.
 */
export async function refreshedCredential(db: Kysely<DB>, name: string, fetchFresh: () => Promise<WechatCredential>, now = new Date()): Promise<string> {
  await db.insertInto('wechat_credential').values({ name }).onConflict((oc) => oc.column('name').doNothing()).execute();
  return db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('wechat_credential').select(['value', 'expires_at']).where('name', '=', name).forUpdate().executeTakeFirstOrThrow();
    // Another instance refreshed it while this one waited for the lock.
    if (isFresh(locked, now)) return locked.value;
    const credential = await fetchFresh();
    await trx
      .updateTable('wechat_credential')
      .set({ value: credential.value, expires_at: new Date(now.getTime() + credential.expiresInSeconds * 1000) })
      .where('name', '=', name)
      .execute();
    return credential.value;
  });
}

/** The valid credential, refreshed when needed. */
export async function sharedCredential(db: Kysely<DB>, name: string, fetchFresh: () => Promise<WechatCredential>, now = new Date()): Promise<string> {
  return (await cachedCredential(db, name, now)) ?? refreshedCredential(db, name, fetchFresh, now);
}
