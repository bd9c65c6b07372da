import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QuotationListRequest, QuotationPage } from '../../../../domain/api/quotation';
import { http } from '../../../lib/api/client';

/** POST /salSimpleQuotation/queryList: a page of the agent's quotations by company, product and state. */
export async function fetchQuotationList(request: QuotationListRequest): Promise<QuotationPage> {
  return (await http.post<QuotationPage>('/salSimpleQuotation/queryList', request)).content;
}

export const quotationListQuery = (request: QuotationListRequest) =>
  queryOptions({ queryKey: ['quotationList', request], queryFn: () => fetchQuotationList(request), placeholderData: keepPreviousData });
