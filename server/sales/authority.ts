import type { Kysely } from 'kysely';
import type { ProductConfig } from '../../domain/catalog';
import type { DB } from '../db/schema';
import { AppError } from '../lib/envelope';

export const NOT_AUTHORISED = '1080';

/** Lets an issuing account sell products; granting twice changes nothing. */
export async function grantProducts(db: Kysely<DB>, agentId: string, productCodes: readonly string[]): Promise<void> {
  if (productCodes.length === 0) return;
  await db
    .insertInto('issuer_product')
    .values(productCodes.map((productCode) => ({ agent_id: agentId, product_code: productCode })))
    .onConflict((oc) => oc.columns(['agent_id', 'product_code']).doNothing())
    .execute();
}

/** The issuer may sell the product only when it was granted to them. */
export async function requireAuthority(db: Kysely<DB>, agentId: string, product: ProductConfig): Promise<void> {
  const granted = await db
    .selectFrom('issuer_product')
    .select('granted_at')
    .where('agent_id', '=', agentId)
    .where('product_code', '=', product.code)
    .executeTakeFirst();
  if (!granted) throw new AppError(NOT_AUTHORISED, {
    zh: `该出单账号未获授权销售「${product.name.zh}」，请联系管理员开通`,
    en: `This agent account is not authorised to sell "${product.name.en}"; please ask an administrator to enable it.`,
  }, 200, { productCode: product.code, authorized: false });
}
