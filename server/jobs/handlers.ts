import { deliverSandboxNotification } from '../modules/payment/cashier';
import { expireOrder } from '../modules/payment/transitions';
import type { SalesContext } from '../modules/orders/sales-context';
import { issuePolicy } from '../modules/policies/issue-policy';
import type { JobHandlers } from './queue';

/** What each kind of job does. */
export function salesJobHandlers(ctx: SalesContext): JobHandlers {
  return {
    'issue-policy': (payload, now) => issuePolicy(ctx, String(payload.orderId), now),
    'expire-order': (payload, now) => expireOrder(ctx, String(payload.orderId), now),
    'sandbox-notify': (payload) => deliverSandboxNotification(ctx, String(payload.tradeNo)),
  };
}
