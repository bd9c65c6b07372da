import type { AcceptQuotationRequest, QuotationView } from '../../../../domain/api/quotation';
import { http } from '../../../lib/api/client';

/** POST /medilinkGroup/creatPolicyInformation: the client accepts; the company's details for the policy. */
export async function acceptQuotation(request: AcceptQuotationRequest): Promise<QuotationView> {
  return (await http.post<QuotationView>('/medilinkGroup/creatPolicyInformation', request)).content;
}
