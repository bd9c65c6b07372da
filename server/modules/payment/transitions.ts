import type { Transaction } from 'kysely';
import type { GatewayNotification } from '../../adapters/pay/gateway';
import { todayInBeijing } from '../../../domain/validators';
import type { DB } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { markBatchPaid } from '../../sales/endorsement-payment';
import { AppError } from '../../lib/envelope';
import type { OrderRow } from '../../sales/orders';
import type { SalesContext } from '../../sales/context';
import { refuseCover, returnPayment } from '../../sales/refund';
import { closeTrades } from '../../sales/trades';
import { overlapMessage, rivalCover } from '../../sales/standing';

/**
 * The state machine of payments and orders. Every change is a conditional UPDATE on the current state inside the
 * caller's transaction, so a repeated or concurrent event finds nothing to change.
 *
 *   order:   unpaid -> paid -> issued;  unpaid -> expired;  paid -> refunded
 *   payment: pending -> paid | failed | expired | refunded;  expired -> refunded;  paid -> refunded
 *
 * "refunded": money arrived for an order that another payment had already paid, or after the order expired, or
 * for a person who already holds cover of the same benefit for the period; the sandbox records the refund.
 */

/** Why a paid order whose start has passed is refunded, as its holder reads it. */
const START_PASSED = { zh: '保险起期已过，无法承保', en: 'the start of cover has passed' };

/** Marks the order paid and schedules its issuing; false when it was not unpaid. */
export async function markOrderPaid(trx: Transaction<DB>, ctx: SalesContext, order: OrderRow, now: Date): Promise<boolean> {
  const updated = await trx
    .updateTable('sales_order')
    .set({ status: 'paid', paid_at: now })
    .where('id', '=', order.id)
    .where('status', '=', 'unpaid')
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return false;
  // A paid order counts in the storefront ranking.
  ctx.catalogue.invalidate();
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
      throw new AppError('NOTIFY_MISMATCH', { zh: '通知与支付记录不符', en: 'The notification does not match the payment record.' }, 400);
    }
    const finish = (status: 'paid' | 'failed' | 'refunded', reason: string | null = null) =>
      trx.updateTable('payment').set({ status, finished_at: now, failure_reason: reason }).where('id', '=', payment.id).execute();

    if (result.status === 'FAILED') {
      if (payment.status !== 'pending') return 'unchanged';
      await finish('failed', '支付未完成');
      return 'failed';
    }
    if (payment.status === 'expired') {
      await returnPayment(trx, payment, '订单已过期，款项已原路退回', now);
      return 'refunded';
    }
    if (payment.status !== 'pending') return 'unchanged';
    if (payment.batch_id) {
      // An endorsement's premium: the batch waits for its effective date; a batch no longer waiting gives it back.
      if (!(await markBatchPaid(trx, payment.batch_id, now))) {
        await returnPayment(trx, payment, '批改已支付或已撤销，款项已原路退回', now);
        return 'refunded';
      }
      await finish('paid');
      return 'paid';
    }
    const order = await trx.selectFrom('sales_order').selectAll().where('id', '=', payment.order_id).forUpdate().executeTakeFirstOrThrow();
    if (!(await markOrderPaid(trx, ctx, order, now))) {
      await returnPayment(trx, payment, '订单已由其他方式支付，款项已原路退回', now);
      return 'refunded';
    }
    await finish('paid');
    // The money is in: an order that can no longer be honoured gives it back, with the reason.
    const rival = await rivalCover(trx, { ...order, paid_at: now });
    const reason = rival ? overlapMessage(rival) : order.start_date < todayInBeijing(now) ? START_PASSED : null;
    if (reason && (await refuseCover(trx, ctx, order.id, reason, now))) return 'refunded';
    return 'paid';
  });
}

/**
 * Asks the gateway about every open or expired trade of an order and applies what it says: a trade paid while
 * its notification was lost pays the order (or is refunded when the order can no longer be honoured).
 */
export async function settleOpenTrades(ctx: SalesContext, orderId: string, now: Date = new Date()): Promise<TradeOutcome[]> {
  const payments = await ctx.db
    .selectFrom('payment')
    .select(['id', 'gateway', 'gateway_trade_no'])
    .where('order_id', '=', orderId)
    .where('channel', '=', 'gateway')
    .where('status', 'in', ['pending', 'expired'])
    .where('gateway_trade_no', 'is not', null)
    .execute();
  const outcomes: TradeOutcome[] = [];
  for (const payment of payments) {
    const trade = await ctx.gateways.byName(payment.gateway).queryStatus(payment.gateway_trade_no ?? '');
    if (trade?.status !== 'SUCCESS' && trade?.status !== 'FAILED') continue;
    outcomes.push(await applyTradeResult(ctx, { paymentId: payment.id, tradeNo: trade.tradeNo, status: trade.status, amountFen: trade.amountFen }, now));
  }
  return outcomes;
}

/** The order expired unpaid: the gateway is asked first; then it and its pending payments close, and the trades after commit. */
export async function expireOrder(ctx: SalesContext, orderId: string, now: Date = new Date()): Promise<void> {
  await settleOpenTrades(ctx, orderId, now);
  const trades = await ctx.db.transaction().execute(async (trx) => {
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
      .returning(['gateway', 'gateway_trade_no'])
      .execute();
    return payments.filter((payment) => payment.gateway_trade_no);
  });
  await closeTrades(ctx, trades);
}

/** A gateway notification: applied only when its signature is the gateway's. */
export async function receiveNotification(ctx: SalesContext, notification: GatewayNotification, signature: string): Promise<TradeOutcome> {
  if (!ctx.gateway.verifyNotification(notification, signature)) throw new AppError('SIGN_INVALID', { zh: '通知签名无效', en: 'The notification\'s signature is not valid.' }, 400);
  return applyTradeResult(ctx, notification);
}
