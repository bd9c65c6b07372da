import type { QuotationOrder } from '../../../../domain/api/quotation';
import { http } from '../../../lib/api/client';

/** POST /medilinkGroup/insure/{id}: the accepted quotation as an order, at the quoted price, ready to pay. */
export async function insureQuotation(id: string): Promise<QuotationOrder> {
  return (await http.post<QuotationOrder>(`/medilinkGroup/insure/${encodeURIComponent(id)}`)).content;
}
