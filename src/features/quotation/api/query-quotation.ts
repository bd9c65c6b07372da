import { queryOptions } from '@tanstack/react-query';
import type { QuotationView } from '../../../../domain/api/quotation';
import { http } from '../../../lib/api/client';

/** POST /medilinkGroup/query/{id}: one of the agent's quotations, census and files included. */
export async function fetchQuotation(id: string): Promise<QuotationView> {
  return (await http.post<QuotationView>(`/medilinkGroup/query/${encodeURIComponent(id)}`)).content;
}

export const quotationQuery = (id: string) => queryOptions({ queryKey: ['quotation', id], queryFn: () => fetchQuotation(id) });
