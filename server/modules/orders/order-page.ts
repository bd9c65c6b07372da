import { findProduct } from '../../catalog';
import { sql } from 'kysely';
import type { OrderPage, OrderPageRequest } from '../../../domain/api/order';
import { ORDER_PAGE_COUNT_CAP } from '../../../domain/api/order-page-cap';
import type { SalesContext } from '../../sales/context';
import { type BookScope, inScope } from '../../sales/scope';
import { effectiveStatus, orderDetails } from '../../sales/orders';
import { afterCursor, decodeCursor, encodeCursor, insuredCountColumn } from '../../sales/order-pages';
import { maskName } from '../../../domain/privacy/mask';
import { isVoided } from '../../../domain/rules/policy-standing';
import { standingColumns, standingOf } from '../../sales/policy-standing';

const VOIDED: ('cancelled' | 'surrendered')[] = ['cancelled', 'surrendered'];

/**
 * One page of the principal's orders (an agent's sales, a holder's own); an unpaid order past its pay-by time shows
 * as expired at once. Constant cost per page at any size: keyset paging on the scope's (status,) created_at index,
 * insured counts of the page's rows, and a count capped at ORDER_PAGE_COUNT_CAP without a cursor only, all in one
 * statement (on the embedded database each statement costs a turn of its line and a plan).
 */
export async function queryOrderPage(ctx: SalesContext, scope: BookScope, request: OrderPageRequest, now = new Date()): Promise<OrderPage> {
  let query = ctx.db
    .selectFrom('sales_order as o')
    .leftJoin('policy as p', 'p.order_id', 'o.id')
    .leftJoin('policy_surrender as ps', 'ps.policy_no', 'p.policy_no')
    .where(inScope(scope));
  if (request.status === 'unpaid') query = query.where('o.status', '=', 'unpaid').where('o.expires_at', '>', now);
  else if (request.status === 'expired') {
    // Lapsed unpaid orders and cancelled or surrendered policies: nothing in them is valid any more.
    query = query.where((eb) =>
      eb.or([eb('o.status', '=', 'expired'), eb.and([eb('o.status', '=', 'unpaid'), eb('o.expires_at', '<=', now)]), eb('p.status', 'in', VOIDED)]),
    );
  } else if (request.status === 'issued') query = query.where('o.status', '=', 'issued').where('p.status', '=', 'in_force');
  else if (request.status) query = query.where('o.status', '=', request.status);

  const cursor = decodeCursor(request.cursor);
  const counted = ctx.db
    .selectFrom(query.select(sql<number>`1`.as('one')).limit(ORDER_PAGE_COUNT_CAP).as('capped'))
    .select(sql<number>`count(*)::int`.as('n'));
  // One statement a page: the rows, their insured counts and (without a cursor) the capped total, which the
  // planner runs once for the statement, not per row.
  const rows = await (cursor ? query.where(afterCursor(cursor)) : query.offset((request.pageNum - 1) * request.pageSize))
    .select([
      'o.id',
      'o.product_code',
      'o.details',
      'o.holder_name',
      'o.premium_fen',
      'o.status',
      'o.expires_at',
      'o.created_at',
      // The cursor keeps PostgreSQL's own microseconds, which a JavaScript Date would round away.
      sql<string>`o.created_at::text`.as('created_at_text'),
      'p.policy_no',
      ...standingColumns,
      insuredCountColumn(),
      (cursor ? sql<number | null>`NULL` : sql<number>`(${counted})`).as('total'),
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(request.pageSize + 1)
    .execute();
  // A page past the end has no row to carry the total.
  const total = cursor ? null : (rows[0]?.total ?? (request.pageNum > 1 ? (await counted.executeTakeFirstOrThrow()).n : 0));
  const page = rows.slice(0, request.pageSize);
  const last = page.at(-1);

  return {
    total,
    pageNum: request.pageNum,
    pageSize: request.pageSize,
    nextCursor: rows.length > request.pageSize && last ? encodeCursor({ createdAt: last.created_at_text, orderId: last.id }) : null,
    list: page.map((row) => {
      const standing = row.policy_no && row.policy_status ? standingOf({ ...row, policy_status: row.policy_status }, now) : null;
      return {
        orderId: row.id,
        productCode: row.product_code,
        productName: findProduct(row.product_code)?.name ?? { zh: orderDetails(row).productName, en: orderDetails(row).productName },
        holderName: maskName(row.holder_name),
        insuredCount: row.insured_count,
        totalPremiumFen: Number(row.premium_fen),
        status: standing && isVoided(standing) ? 'expired' : effectiveStatus(row, now),
        standing,
        startDate: row.start_date,
        endDate: row.end_date,
        createdAt: new Date(row.created_at).toISOString(),
        expiresAt: new Date(row.expires_at).toISOString(),
        policyNo: row.policy_no,
      };
    }),
  };
}
