import type { EnterpriseBank, EnterpriseTicketInfo } from '../../../../domain/api/invoice';
import { http } from '../../../lib/api/client';

export type CompanyInvoiceDetails = EnterpriseTicketInfo & Partial<EnterpriseBank>;

/**
 * POST /invoice/enterpriseTicketInfo and /invoice/queryEnterpriseBank: what the company's last invoice said (before its
 * first, what its policies give). Undefined when nothing is on record: the form is then typed as it is.
 */
export async function companyInvoiceDetails(enterpriseName: string): Promise<CompanyInvoiceDetails | undefined> {
  const lookup = { enterpriseName };
  const [ticket, bank] = await Promise.allSettled([
    http.post<EnterpriseTicketInfo>('/invoice/enterpriseTicketInfo', lookup, { silent: true }),
    http.post<EnterpriseBank>('/invoice/queryEnterpriseBank', lookup, { silent: true }),
  ]);
  if (ticket.status === 'rejected') return undefined;
  return { ...ticket.value.content, ...(bank.status === 'fulfilled' ? bank.value.content : {}) };
}
