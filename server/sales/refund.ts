import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { LocalText } from '../../domain/catalog';
import type { DB } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import type { SalesContext } from './context';
import { orderLanguage, productNameIn, refusedMessage, tellCustomer } from './customer-texts';

export interface GatewayPayment {
  id: string;
  gateway: string;
  gateway_trade_no: string | null;
  amount_fen: string;
}

/**
 * A refund through the gateway the payment came from, in the caller's transaction: the sandbox books it at once;
 * a real gateway gets a tracked refund and a job that sends it (its result comes by notification or query).
 */
export async function refundThroughGateway(trx: Transaction<DB>, payment: GatewayPayment, amountFen: number | string, reason: string, now: Date): Promise<string | null> {
  if (!payment.gateway_trade_no) return null;
  const refundNo = `RF${now.getTime()}${randomBytes(4).toString('hex')}`;
  if (payment.gateway === 'sandbox') {
    await trx.insertInto('sandbox_refund').values({ refund_no: refundNo, trade_no: payment.gateway_trade_no, amount_fen: amountFen, reason }).execute();
    return refundNo;
  }
  await trx
    .insertInto('gateway_refund')
    .values({ refund_no: refundNo, payment_id: payment.id, gateway: payment.gateway, trade_no: payment.gateway_trade_no, amount_fen: amountFen, total_fen: payment.amount_fen, reason })
    .execute();
  await enqueueJob(trx, { kind: 'send-refund', payload: { refundNo }, dedupeKey: `send-refund:${refundNo}`, maxAttempts: 10 });
  return refundNo;
}

/** Money back the way it came: a gateway refund, the agent's balance, or the transfer freed for another order. */
export async function returnPayment(
  trx: Transaction<DB>,
  payment: GatewayPayment & { order_id: string; channel: string; evidence_no?: string | null },
  reason: string,
  now: Date,
): Promise<void> {
  await trx.updateTable('payment').set({ status: 'refunded', finished_at: now, failure_reason: reason }).where('id', '=', payment.id).execute();
  if (payment.channel === 'gateway') {
    await refundThroughGateway(trx, payment, payment.amount_fen, reason, now);
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
export async function refuseCover(trx: Transaction<DB>, ctx: SalesContext, orderId: string, reason: LocalText, now: Date): Promise<boolean> {
  const order = await trx
    .updateTable('sales_order')
    .set({ status: 'refunded', refund_reason: reason.zh, refund_reason_en: reason.en })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .returningAll()
    .executeTakeFirst();
  if (!order) return false;
  // A refunded order no longer counts in the storefront ranking.
  ctx.catalogue.invalidate();
  const payment = await trx
    .selectFrom('payment')
    .select(['id', 'order_id', 'channel', 'gateway', 'gateway_trade_no', 'amount_fen', 'evidence_no'])
    .where('order_id', '=', orderId)
    .where('batch_id', 'is', null)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  if (payment) await returnPayment(trx, payment, reason.zh, now);
  const language = orderLanguage(order);
  const message = refusedMessage(language, { holderName: order.holder_name, orderId: order.id, productName: productNameIn(order, language), reason });
  await tellCustomer(trx, ctx.sensitive, { phone: ctx.sensitive.decrypt(order.holder_phone_enc) }, message);
  return true;
}
