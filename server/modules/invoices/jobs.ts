import type { JobHandlers } from '../../jobs/queue';
import type { SalesContext } from '../../sales/context';
import { settleInvoice } from './settle-invoice';
import { issueWishedInvoice } from './wished-invoice';

/** The invoices' jobs: a wished invoice follows its policy; an invoice follows what its holder paid. */
export function invoiceJobs(ctx: SalesContext): Pick<JobHandlers, 'issue-invoice' | 'settle-invoice'> {
  return {
    'issue-invoice': (payload, now) => issueWishedInvoice(ctx, String(payload.orderId), now),
    'settle-invoice': (payload, now) => settleInvoice(ctx, String(payload.policyNo), now),
  };
}
