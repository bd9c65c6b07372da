import type { QuotationDraft, QuotationPriceView } from '../../../../domain/api/quotation';
import { http } from '../../../lib/api/client';

/** POST /salQuotation/premiumMedilinkGroupAFP: the draft priced by band, duty and in total, not kept. */
export async function priceQuotationDraft(draft: QuotationDraft): Promise<QuotationPriceView> {
  return (await http.post<QuotationPriceView>('/salQuotation/premiumMedilinkGroupAFP', draft)).content;
}
