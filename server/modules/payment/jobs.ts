import type { FastifyBaseLogger } from 'fastify';
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
export function paymentJobs(ctx: SalesContext, log?: Pick<FastifyBaseLogger, 'info' | 'warn'>): Pick<JobHandlers, 'expire-order' | 'sandbox-notify' | 'reconcile-payments' | 'send-refund' | 'check-statements'> {
  return {
    'reconcile-payments': async (_payload, now) => void (await reconcilePayments(ctx, now)),
    'expire-order': (payload, now) => expireOrder(ctx, String(payload.orderId), now),
    'sandbox-notify': (payload) => deliverSandboxNotification(ctx, String(payload.tradeNo)),
    'send-refund': (payload, now) => sendRefund(ctx, String(payload.refundNo), now),
    'check-statements': async (payload) => {
      // The differences go to the log too, where alerts watch (ids and amounts only: nothing personal).
      for (const check of await checkStatements(ctx, typeof payload.billDate === 'string' ? payload.billDate : undefined)) {
        const fields = { provider: check.provider, billDate: check.billDate, differences: check.differences.length };
        if (check.differences.length) log?.warn({ ...fields, first: check.differences.slice(0, 20) }, 'statement differences');
        else log?.info(fields, 'statement matches');
      }
    },
  };
}
