import type { QuotationView, SaveQuotationRequest } from '../../../../domain/api/quotation';
import { http } from '../../../lib/api/client';

/** POST /salQuotation/saveMedilinkGroupAFP: priced and kept, valid for the product's stated period. */
export async function saveQuotation(request: SaveQuotationRequest): Promise<QuotationView> {
  return (await http.post<QuotationView>('/salQuotation/saveMedilinkGroupAFP', request)).content;
}
