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
  // A change priced but never submitted can no longer be: it leaves the list of open changes (nothing was paid for it).
  await trx.updateTable('endorsement_batch').set({ status: 'failed', failure_reason: 'policyEnded' }).where('policy_no', '=', end.policyNo).where('status', 'in', ['draft', 'priced']).execute();
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

/**
 * Premium goes back the way it was paid: the gateway trade, or the agent's balance (surrenders, endorsements). A
 * policy paid in several parts (the order, then endorsements that charged) is refunded from its latest part first,
 * none beyond what it took less what was already refunded from it: a gateway refunds no more than its trade.
 * Answers the first refund's number.
 */
export async function refundToPayer(
  trx: Transaction<DB>,
  end: { orderId: string; agentId: string; refundFen: number; reason: string },
  now: Date,
): Promise<string | null> {
  const payments = await trx
    .selectFrom('payment')
    .select(['id', 'channel', 'gateway', 'gateway_trade_no', 'amount_fen'])
    .select((eb) => [
      eb
        .selectFrom('sandbox_refund as r')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<string>('r.amount_fen'), inner.lit(0)).as('n'))
        .whereRef('r.trade_no', '=', 'payment.gateway_trade_no')
        .as('sandbox_refunded'),
      eb
        .selectFrom('gateway_refund as g')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<string>('g.amount_fen'), inner.lit(0)).as('n'))
        .whereRef('g.payment_id', '=', 'payment.id')
        .as('gateway_refunded'),
    ])
    .where('order_id', '=', end.orderId)
    .where('status', '=', 'paid')
    .orderBy('created_at', 'desc')
    .execute();
  let left = end.refundFen;
  let refundNo: string | null = null;
  for (const payment of payments) {
    if (left <= 0) break;
    const taken = Number(payment.amount_fen) - Number(payment.sandbox_refunded ?? 0) - Number(payment.gateway_refunded ?? 0);
    const part = Math.min(left, taken);
    if (part <= 0) continue;
    left -= part;
    if (payment.channel === 'gateway' && payment.gateway_trade_no) {
      const no = await refundThroughGateway(trx, payment, part, end.reason, now);
      refundNo ??= no;
    } else if (payment.channel === 'balance') await trx.updateTable('agent').set((eb) => ({ balance_fen: eb('balance_fen', '+', String(part)) })).where('id', '=', end.agentId).execute();
    // Transfers go back by bank transfer, outside the portal.
  }
  return refundNo;
}
