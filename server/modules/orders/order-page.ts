import { sql } from 'kysely';
import type { OrderPage, OrderPageRequest } from '../../../domain/api/order';
import type { SalesContext } from '../../sales/context';
import { effectiveStatus, orderDetails } from '../../sales/orders';
import { maskName } from '../../../domain/privacy/mask';

/** One page of an agent's own orders; an unpaid order past its pay-by time shows as expired at once. */
export async function queryOrderPage(ctx: SalesContext, agentId: string, request: OrderPageRequest, now = new Date()): Promise<OrderPage> {
  let query = ctx.db.selectFrom('sales_order as o').where('o.agent_id', '=', agentId);
  if (request.status === 'unpaid') query = query.where('o.status', '=', 'unpaid').where('o.expires_at', '>', now);
  else if (request.status === 'expired') {
    query = query.where((eb) => eb.or([eb('o.status', '=', 'expired'), eb.and([eb('o.status', '=', 'unpaid'), eb('o.expires_at', '<=', now)])]));
  } else if (request.status) query = query.where('o.status', '=', request.status);

  const total = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .leftJoin('policy as p', 'p.order_id', 'o.id')
    .select([
      'o.id',
      'o.product_code',
      'o.details',
      'o.holder_name',
      'o.premium_fen',
      'o.status',
      'o.expires_at',
      'o.start_date',
      'o.end_date',
      'o.created_at',
      'p.policy_no',
      sql<number>`(SELECT count(*)::int FROM order_insured i WHERE i.order_id = o.id)`.as('insured_count'),
    ])
    .orderBy('o.created_at', 'desc')
    .limit(request.pageSize)
    .offset((request.pageNum - 1) * request.pageSize)
    .execute();

  return {
    total: total.n,
    pageNum: request.pageNum,
    pageSize: request.pageSize,
    list: rows.map((row) => ({
      orderId: row.id,
      productCode: row.product_code,
      productName: orderDetails(row).productName,
      holderName: maskName(row.holder_name),
      insuredCount: row.insured_count,
      totalPremiumFen: Number(row.premium_fen),
      status: effectiveStatus(row, now),
      startDate: row.start_date,
      endDate: row.end_date,
      createdAt: new Date(row.created_at).toISOString(),
      expiresAt: new Date(row.expires_at).toISOString(),
      policyNo: row.policy_no,
    })),
  };
}
