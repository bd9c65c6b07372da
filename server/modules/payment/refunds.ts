import type { GatewayRefund } from '../../adapters/pay/refunds';
import type { SalesContext } from '../../sales/context';

/** A refund still open this long is asked about: its notification may have been lost. */
export const REFUND_ASKED_AFTER_MS = 5 * 60_000;
const BATCH = 100;

const STATUS = { PROCESSING: 'processing', SUCCESS: 'success', FAILED: 'failed' } as const;

function refundingGateway(ctx: SalesContext, name: string) {
  const gateway = ctx.gateways.byName(name);
  if (!gateway.refund || !gateway.queryRefund) throw new Error(`gateway ${name} cannot refund`);
  return { refund: gateway.refund.bind(gateway), queryRefund: gateway.queryRefund.bind(gateway) };
}

/** The send-refund job: hands a tracked refund to its gateway (the same refund number on every retry: never twice). */
export async function sendRefund(ctx: SalesContext, refundNo: string, now: Date = new Date()): Promise<void> {
  const refund = await ctx.db.selectFrom('gateway_refund').selectAll().where('refund_no', '=', refundNo).executeTakeFirst();
  if (refund?.status !== 'pending') return;
  const result = await refundingGateway(ctx, refund.gateway).refund({
    refundNo,
    tradeNo: refund.trade_no,
    amountFen: Number(refund.amount_fen),
    totalFen: Number(refund.total_fen),
    reason: refund.reason,
  });
  await applyRefundResult(ctx, result, now);
}

/** A gateway's word on a refund (its answer, a verified notification, a query), applied once: final states stay. */
export async function applyRefundResult(ctx: SalesContext, result: GatewayRefund, now: Date = new Date()): Promise<void> {
  const status = STATUS[result.status];
  await ctx.db
    .updateTable('gateway_refund')
    .set({ status, ...(status !== 'processing' && { finished_at: now }) })
    .where('refund_no', '=', result.refundNo)
    .where('status', 'in', ['pending', 'processing'])
    .execute();
}

/** The reconciler's part for refunds: asks the gateway about refunds sent but not yet known to be done. */
export async function reconcileRefunds(ctx: SalesContext, now: Date = new Date()): Promise<number> {
  const open = await ctx.db
    .selectFrom('gateway_refund')
    .select(['refund_no', 'gateway', 'trade_no'])
    .where('status', '=', 'processing')
    .where('created_at', '<=', new Date(now.getTime() - REFUND_ASKED_AFTER_MS))
    .limit(BATCH)
    .execute();
  for (const refund of open) {
    const result = await refundingGateway(ctx, refund.gateway).queryRefund(refund.refund_no, refund.trade_no);
    if (result) await applyRefundResult(ctx, result, now);
  }
  return open.length;
}
