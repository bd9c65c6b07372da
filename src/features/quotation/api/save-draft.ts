import type { QuotationView, SaveQuotationRequest } from '../../../../domain/api/quotation';
import { http } from '../../../lib/api/client';

/** POST /medilinkGroup/saveStag: kept as a draft, not priced. */
export async function saveDraft(request: SaveQuotationRequest): Promise<QuotationView> {
  return (await http.post<QuotationView>('/medilinkGroup/saveStag', request)).content;
}
