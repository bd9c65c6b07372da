import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';

type Executor = Kysely<DB> | Transaction<DB>;

/** A list position: the (created_at, id) of the last row shown, created_at in PostgreSQL's own text form. */
export interface Cursor {
  createdAt: string;
  orderId: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.orderId}`).toString('base64url');
}

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export function decodeCursor(text: string | undefined): Cursor | undefined {
  if (!text) return undefined;
  const [createdAt, orderId] = Buffer.from(text, 'base64url').toString().split('|');
  return createdAt && orderId && TIMESTAMP_TEXT.test(createdAt) ? { createdAt, orderId } : undefined;
}

/** Rows of `sales_order as o` after the cursor in (created_at, id) descending order: a keyset page, not an offset. */
export function afterCursor(cursor: Cursor): RawBuilder<boolean> {
  return sql<boolean>`(o.created_at, o.id) < (${cursor.createdAt}::timestamptz, ${cursor.orderId})`;
}

/**
 * The insured count of each row of `sales_order as o`, in the page's own statement: evaluated for the rows the page
 * returns only (its LIMIT comes first), one index-only look-up each, without a second statement.
 */
export function insuredCountColumn() {
  return sql<number>`(SELECT count(*)::int FROM order_insured AS i WHERE i.order_id = o.id)`.as('insured_count');
}

/** Insured counts of a page of orders, in one grouped query (not a subquery per row). */
export async function insuredCounts(db: Executor, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_insured')
    .select(['order_id', sql<number>`count(*)::int`.as('n')])
    .where('order_id', 'in', orderIds)
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((row) => [row.order_id, row.n]));
}
