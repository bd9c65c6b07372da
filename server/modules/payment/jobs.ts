import type { JobHandlers } from '../../jobs/queue';
import type { SalesContext } from '../../sales/context';
import { deliverSandboxNotification } from './cashier';
import { reconcilePayments } from './reconcile';
import { sendRefund } from './refunds';
import { checkStatements } from './statements';
import { expireOrder } from './transitions';

/**
 * The payment jobs: an unpaid order expires; a gateway notification the shop could not take is delivered again;
 * the reconciler asks the gateway about trades nobody told us about; a refund is sent to its gateway.
 */
export function paymentJobs(ctx: SalesContext): Pick<JobHandlers, 'expire-order' | 'sandbox-notify' | 'reconcile-payments' | 'send-refund' | 'check-statements'> {
  return {
    'reconcile-payments': async (_payload, now) => void (await reconcilePayments(ctx, now)),
    'expire-order': (payload, now) => expireOrder(ctx, String(payload.orderId), now),
    'sandbox-notify': (payload) => deliverSandboxNotification(ctx, String(payload.tradeNo)),
    'send-refund': (payload, now) => sendRefund(ctx, String(payload.refundNo), now),
    'check-statements': async (payload) => void (await checkStatements(ctx, typeof payload.billDate === 'string' ? payload.billDate : undefined)),
  };
}
