import type { Transaction } from 'kysely';
import type { GatewayNotification } from '../../adapters/pay/gateway';
import type { DB } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { AppError } from '../../lib/envelope';
import type { OrderRow } from '../../sales/orders';
import type { SalesContext } from '../../sales/context';

/**
 * The state machine of payments and orders. Every change is a conditional UPDATE on the current state inside the
 * caller's transaction, so a repeated or concurrent event finds nothing to change.
 *
 *   order:   unpaid -> paid -> issued;  unpaid -> expired
 *   payment: pending -> paid | failed | expired | refunded;  expired -> refunded
 *
 * "refunded": money arrived for an order that another payment had already paid, or after the order expired;
 * the sandbox returns it at once (a real adapter would call the provider's refund).
 */

/** Marks the order paid and schedules its issuing; false when it was not unpaid. */
export async function markOrderPaid(trx: Transaction<DB>, ctx: SalesContext, order: OrderRow, now: Date): Promise<boolean> {
  const updated = await trx
    .updateTable('sales_order')
    .set({ status: 'paid', paid_at: now })
    .where('id', '=', order.id)
    .where('status', '=', 'unpaid')
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return false;
  await enqueueJob(trx, {
    kind: 'issue-policy',
    payload: { orderId: order.id },
    runAt: new Date(now.getTime() + ctx.settings.issueDelayMs),
    dedupeKey: `issue:${order.id}`,
  });
  return true;
}

export type TradeOutcome = 'paid' | 'failed' | 'refunded' | 'unchanged';

export interface TradeResult {
  paymentId: string;
  tradeNo: string;
  status: 'SUCCESS' | 'FAILED';
  amountFen: number;
}

/** Applies a gateway's final word on a trade (a verified notification or a status query), exactly once. */
export async function applyTradeResult(ctx: SalesContext, result: TradeResult, now: Date = new Date()): Promise<TradeOutcome> {
  return ctx.db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('payment').selectAll().where('id', '=', result.paymentId).forUpdate().executeTakeFirst();
    if (!payment || payment.gateway_trade_no !== result.tradeNo || Number(payment.amount_fen) !== result.amountFen) {
      throw new AppError('NOTIFY_MISMATCH', '通知与支付记录不符', 400);
    }
    const finish = (status: 'paid' | 'failed' | 'refunded', reason: string | null = null) =>
      trx.updateTable('payment').set({ status, finished_at: now, failure_reason: reason }).where('id', '=', payment.id).execute();

    if (result.status === 'FAILED') {
      if (payment.status !== 'pending') return 'unchanged';
      await finish('failed', '支付未完成');
      return 'failed';
    }
    if (payment.status === 'expired') {
      await finish('refunded', '订单已过期，款项已原路退回');
      return 'refunded';
    }
    if (payment.status !== 'pending') return 'unchanged';
    const order = await trx.selectFrom('sales_order').selectAll().where('id', '=', payment.order_id).forUpdate().executeTakeFirstOrThrow();
    if (!(await markOrderPaid(trx, ctx, order, now))) {
      await finish('refunded', '订单已由其他方式支付，款项已原路退回');
      return 'refunded';
    }
    await finish('paid');
    return 'paid';
  });
}

/** The order expired unpaid: it and its pending payments close; the gateway trades close after commit. */
export async function expireOrder(ctx: SalesContext, orderId: string, now: Date = new Date()): Promise<void> {
  const tradeNos = await ctx.db.transaction().execute(async (trx) => {
    const expired = await trx
      .updateTable('sales_order')
      .set({ status: 'expired' })
      .where('id', '=', orderId)
      .where('status', '=', 'unpaid')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    if (expired.numUpdatedRows === 0n) return [];
    const payments = await trx
      .updateTable('payment')
      .set({ status: 'expired', finished_at: now })
      .where('order_id', '=', orderId)
      .where('status', '=', 'pending')
      .returning('gateway_trade_no')
      .execute();
    return payments.flatMap((payment) => (payment.gateway_trade_no ? [payment.gateway_trade_no] : []));
  });
  for (const tradeNo of tradeNos) await ctx.gateway.close(tradeNo);
}

/** A gateway notification: applied only when its signature is the gateway's. */
export async function receiveNotification(ctx: SalesContext, notification: GatewayNotification, signature: string): Promise<TradeOutcome> {
  if (!ctx.gateway.verifyNotification(notification, signature)) throw new AppError('SIGN_INVALID', '通知签名无效', 400);
  return applyTradeResult(ctx, notification);
}
