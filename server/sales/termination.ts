import type { Transaction } from 'kysely';
import { todayInBeijing } from '../../domain/validators';
import type { DB } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import type { SalesContext } from './context';
import { endedMessage, holderAddresses, orderLanguage, productNameIn, tellCustomer } from './customer-texts';
import { loadOrder } from './orders';
import { refundThroughGateway } from './refund';

/** A policy leaving before its end: cancelled before the start, surrendered after it. */
export interface Termination {
  policyNo: string;
  orderId: string;
  agentId: string;
  kind: 'cancellation' | 'surrender';
  endsOn: string;
  daysInForce: number;
  totalDays: number;
  premiumFen: number;
  refundFen: number;
  /** agent:<id> or holder. */
  requestedBy: string;
}

/**
 * Records the end of a policy in the caller's transaction: the premium goes back the way it came, the policy's
 * status and last day change, the termination is kept, and the holder gets an SMS and e-mail in their order's language. Answers the refund number.
 */
export async function terminatePolicy(trx: Transaction<DB>, ctx: SalesContext, end: Termination, now: Date): Promise<string | null> {
  const refundNo = end.refundFen > 0 ? await refundToPayer(trx, { ...end, reason: end.kind }, now) : null;
  // An invoice issued for the whole premium is then wrong: it is voided, and reissued for what stays paid.
  if (end.refundFen > 0) await enqueueJob(trx, { kind: 'settle-invoice', payload: { policyNo: end.policyNo }, dedupeKey: `settle-invoice:end:${end.policyNo}` });
  const status = end.kind === 'cancellation' ? 'cancelled' : 'surrendered';
  await trx.updateTable('policy').set({ status, terminated_on: end.endsOn }).where('policy_no', '=', end.policyNo).execute();
  await trx
    .insertInto('policy_surrender')
    .values({
      policy_no: end.policyNo,
      kind: end.kind,
      requested_on: todayInBeijing(now),
      ends_on: end.endsOn,
      days_in_force: end.daysInForce,
      total_days: end.totalDays,
      premium_fen: end.premiumFen,
      refund_fen: end.refundFen,
      refund_no: refundNo,
      requested_by: end.requestedBy,
      reviewed_at: now,
    })
    .execute();
  const order = await loadOrder(trx, end.orderId);
  if (!order) throw new Error(`order ${end.orderId} of policy ${end.policyNo} is missing`);
  const language = orderLanguage(order);
  const message = endedMessage(language, {
    holderName: order.holder_name,
    productName: productNameIn(order, language),
    policyNo: end.policyNo,
    kind: end.kind,
    endsOn: end.endsOn,
    refundFen: end.refundFen,
  });
  await tellCustomer(trx, ctx.sensitive, { ...holderAddresses(ctx.sensitive, order), policyNo: end.policyNo }, message);
  return refundNo;
}

/** Premium goes back the way the order was paid: the gateway trade, or the agent's balance (surrenders, endorsements). */
export async function refundToPayer(
  trx: Transaction<DB>,
  end: { orderId: string; agentId: string; refundFen: number; reason: string },
  now: Date,
): Promise<string | null> {
  const payment = await trx
    .selectFrom('payment')
    .select(['id', 'channel', 'gateway', 'gateway_trade_no', 'amount_fen'])
    .where('order_id', '=', end.orderId)
    .where('batch_id', 'is', null)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  if (payment?.channel === 'gateway' && payment.gateway_trade_no) return refundThroughGateway(trx, payment, end.refundFen, end.reason, now);
  if (payment?.channel === 'balance') {
    await trx.updateTable('agent').set((eb) => ({ balance_fen: eb('balance_fen', '+', String(end.refundFen)) })).where('id', '=', end.agentId).execute();
  }
  // Transfers go back by bank transfer, outside the portal.
  return null;
}
