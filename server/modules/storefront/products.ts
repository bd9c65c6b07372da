import { type Kysely, sql } from 'kysely';
import type { ChannelReportRow, StorefrontProduct } from '../../../domain/api/storefront';
import type { ContentLanguage } from '../../../domain/catalog';
import type { DB } from '../../db/schema';
import { catalog } from '../../catalog';
import { productListEntry } from '../product';

const RANKING_DAYS = 90;

/** The travel products on sale, in catalogue order, each with its sales of the last 90 days for the Ranking tab. */
export async function storefrontProducts(db: Kysely<DB>, language: ContentLanguage, now = new Date()): Promise<StorefrontProduct[]> {
  const since = new Date(now.getTime() - RANKING_DAYS * 86_400_000);
  const rows = await db
    .selectFrom('sales_order')
    .select(['product_code', sql<string>`count(*)`.as('n')])
    .where('status', 'in', ['paid', 'issued'])
    .where('created_at', '>=', since)
    .groupBy('product_code')
    .execute();
  const sales = new Map(rows.map((row) => [row.product_code, Number(row.n)]));
  return catalog.products
    .filter((product) => product.type === 'travel' && !product.flags.stoppedFromSale)
    .map((product) => ({
      ...productListEntry(product, language),
      sales: sales.get(product.code) ?? 0,
      schengen: product.plans.some((plan) => plan.travel?.schengen),
      ratesAreDemo: true,
    }));
}

/** An agent's storefront orders by channel: all saved, paid (or issued), and the paid premium. */
export async function channelReport(db: Kysely<DB>, agentId: string): Promise<ChannelReportRow[]> {
  const rows = await db
    .selectFrom('sales_order')
    .select([
      'channel_id',
      'channel_type',
      sql<string>`count(*)`.as('orders'),
      sql<string>`count(*) FILTER (WHERE status IN ('paid', 'issued'))`.as('paid'),
      sql<string>`coalesce(sum(premium_fen) FILTER (WHERE status IN ('paid', 'issued')), 0)`.as('premium'),
    ])
    .where('agent_id', '=', agentId)
    .where('channel_id', 'is not', null)
    .groupBy(['channel_id', 'channel_type'])
    .orderBy('channel_id')
    .execute();
  return rows.map((row) => ({
    channelId: row.channel_id ?? '',
    channelType: row.channel_type,
    orders: Number(row.orders),
    paid: Number(row.paid),
    paidPremiumFen: Number(row.premium),
  }));
}
