import type { InvoiceIssued, InvoiceRequest } from '../../../../domain/api/invoice';
import { http } from '../../../lib/api/client';

/** POST /authorization/policyOperation/applyInvoice or reapplyInvoice (voids the current invoice first). */
export async function applyInvoice(mode: 'apply' | 'reapply', request: InvoiceRequest): Promise<InvoiceIssued> {
  return (await http.post<InvoiceIssued>(`/authorization/policyOperation/${mode}Invoice`, request)).content;
}
