import type { Kysely, Selectable, Transaction } from 'kysely';
import type { OrderStatus } from '../../domain/api/payment';
import type { DB, SalesOrderTable } from '../db/schema';
import type { ContentLanguage } from '../../domain/catalog';

/** Reading orders: what payment, issuing and the policy pages share with the orders module. */
export type OrderRow = Selectable<SalesOrderTable>;
type Executor = Kysely<DB> | Transaction<DB>;

/** What an order's details column keeps besides the columns: names and terms printed on the policy. */
export interface OrderDetails {
  productName: string;
  productType: string;
  months?: number;
  destination?: string;
  visaCity?: string;
  riskNotify?: string;
  /** The language of the page the order was saved on: its SMS and e-mails are written in it. */
  language?: ContentLanguage;
}

export async function loadOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('sales_order').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the order for a payment or issuing decision in this transaction. */
export async function lockOrder(trx: Transaction<DB>, id: string): Promise<OrderRow | undefined> {
  return trx.selectFrom('sales_order').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** An unpaid order past its pay-by time is expired even before the expiry job has marked it. */
export function effectiveStatus(order: Pick<OrderRow, 'status' | 'expires_at'>, now: Date = new Date()): OrderStatus {
  return order.status === 'unpaid' && new Date(order.expires_at) <= now ? 'expired' : order.status;
}

export function orderDetails(order: Pick<OrderRow, 'details'>): OrderDetails {
  return order.details as OrderDetails;
}
