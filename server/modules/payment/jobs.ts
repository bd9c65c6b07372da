import type { JobHandlers } from '../../jobs/queue';
import type { SalesContext } from '../../sales/context';
import { deliverSandboxNotification } from './cashier';
import { expireOrder } from './transitions';

/** The payment jobs: an unpaid order expires; a gateway notification the shop could not take is delivered again. */
export function paymentJobs(ctx: SalesContext): Pick<JobHandlers, 'expire-order' | 'sandbox-notify'> {
  return {
    'expire-order': (payload, now) => expireOrder(ctx, String(payload.orderId), now),
    'sandbox-notify': (payload) => deliverSandboxNotification(ctx, String(payload.tradeNo)),
  };
}
