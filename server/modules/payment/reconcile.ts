import type { SalesContext } from '../../sales/context';
import { reconcileRefunds } from './refunds';
import { expireOrder, settleOpenTrades } from './transitions';

/** A trade this old without a notification is asked about; younger ones are usually still with the payer. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/** Expired trades are asked about for a day: money that arrives later still goes back. */
const EXPIRED_TRADES_WATCHED_MS = 24 * 3600_000;
const BATCH = 200;
export const RECONCILE_EVERY_MS = 60_000;

/**
 * The reconciler (every minute): money is never stranded. It asks the gateway about every payment pending longer
 * than a few minutes and every trade of an expired order, applies paid trades through the exactly-once path
 * (the order is issued, or the money refunded when it can no longer be honoured) and expires unpaid orders whose
 * expiry job has not run yet. Refunds sent to a gateway and not yet confirmed are asked about too.
 */
export async function reconcilePayments(ctx: SalesContext, now: Date = new Date()): Promise<{ ordersAsked: number; ordersExpired: number; refundsAsked: number }> {
  const stale = await ctx.db
    .selectFrom('payment')
    .select('order_id')
    .distinct()
    .where('channel', '=', 'gateway')
    .where('gateway_trade_no', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('created_at', '<=', new Date(now.getTime() - RECONCILE_AFTER_MS))]),
        eb.and([eb('status', '=', 'expired'), eb('finished_at', '>', new Date(now.getTime() - EXPIRED_TRADES_WATCHED_MS))]),
      ]),
    )
    .limit(BATCH)
    .execute();
  for (const { order_id } of stale) await settleOpenTrades(ctx, order_id, now);

  const overdue = await ctx.db.selectFrom('sales_order').select('id').where('status', '=', 'unpaid').where('expires_at', '<=', now).limit(BATCH).execute();
  for (const { id } of overdue) await expireOrder(ctx, id, now);
  const refundsAsked = await reconcileRefunds(ctx, now);
  return { ordersAsked: stale.length, ordersExpired: overdue.length, refundsAsked };
}
