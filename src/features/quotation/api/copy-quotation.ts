import type { QuotationView } from '../../../../domain/api/quotation';
import { http } from '../../../lib/api/client';

/** POST /salSimpleQuotation/saveQuotation {copyOf}: a new draft version with the same census and duties. */
export async function copyQuotation(id: string): Promise<QuotationView> {
  return (await http.post<QuotationView>('/salSimpleQuotation/saveQuotation', { copyOf: id })).content;
}
