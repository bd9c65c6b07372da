import type { JobHandlers } from '../../jobs/queue';
import type { SalesContext } from '../../sales/context';
import { issuePolicy } from './issue-policy';

/** The policies job: a paid order is issued (policy number, e-policy, SMS and e-mail). */
export function policyJobs(ctx: SalesContext): Pick<JobHandlers, 'issue-policy'> {
  return { 'issue-policy': (payload, now) => issuePolicy(ctx, String(payload.orderId), now) };
}
