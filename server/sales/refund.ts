import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { outboxSms } from '../adapters/sms/outbox-sms';
import type { DB } from '../db/schema';
import type { SalesContext } from './context';
import { orderDetails } from './orders';

/** Money back the way it came: a gateway refund, the agent's balance, or the transfer freed for another order. */
export async function returnPayment(
  trx: Transaction<DB>,
  payment: { id: string; order_id: string; channel: string; gateway_trade_no: string | null; amount_fen: string; evidence_no?: string | null },
  reason: string,
  now: Date,
): Promise<void> {
  await trx.updateTable('payment').set({ status: 'refunded', finished_at: now, failure_reason: reason }).where('id', '=', payment.id).execute();
  if (payment.channel === 'gateway' && payment.gateway_trade_no) {
    const refundNo = `RF${now.getTime()}${randomBytes(4).toString('hex')}`;
    await trx.insertInto('sandbox_refund').values({ refund_no: refundNo, trade_no: payment.gateway_trade_no, amount_fen: payment.amount_fen, reason }).execute();
  } else if (payment.channel === 'balance') {
    const order = await trx.selectFrom('sales_order').select('agent_id').where('id', '=', payment.order_id).executeTakeFirstOrThrow();
    await trx.updateTable('agent').set((eb) => ({ balance_fen: eb('balance_fen', '+', payment.amount_fen) })).where('id', '=', order.agent_id).execute();
  } else if (payment.channel === 'transfer' && payment.evidence_no) {
    await trx.updateTable('bank_transfer').set({ used_by_order_id: null, used_by_batch_id: null, used_at: null }).where('evidence_no', '=', payment.evidence_no).execute();
  }
}

/**
 * A paid order that cannot be honoured: its payment goes back, the order is marked refunded with the reason,
 * and the holder gets an SMS saying why. Nothing happens to an order that is not paid.
 */
export async function refuseCover(trx: Transaction<DB>, ctx: SalesContext, orderId: string, reason: string, now: Date): Promise<boolean> {
  const order = await trx
    .updateTable('sales_order')
    .set({ status: 'refunded', refund_reason: reason })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .returningAll()
    .executeTakeFirst();
  if (!order) return false;
  // A refunded order no longer counts in the storefront ranking.
  ctx.catalogue.invalidate();
  const payment = await trx
    .selectFrom('payment')
    .select(['id', 'order_id', 'channel', 'gateway_trade_no', 'amount_fen', 'evidence_no'])
    .where('order_id', '=', orderId)
    .where('batch_id', 'is', null)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  if (payment) await returnPayment(trx, payment, reason, now);
  await outboxSms(trx, ctx.sensitive).send({
    phone: ctx.sensitive.decrypt(order.holder_phone_enc),
    text: `【保险服务门户】尊敬的${order.holder_name}，您的订单${order.id}（${orderDetails(order).productName}）未能承保：${reason}。已付保费将原路退回。`,
    template: { name: 'order-refused', params: { name: order.holder_name, orderId: order.id, product: orderDetails(order).productName, reason } },
  });
  return true;
}
