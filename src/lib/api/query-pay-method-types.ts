import { queryOptions } from '@tanstack/react-query';
import type { PayMethodType } from '../../../domain/api/payment';
import { http } from './client';

/** POST /pay/getPayMethodTypes: the pay methods a product offers. */
export async function fetchPayMethodTypes(productCode: string): Promise<PayMethodType[]> {
  return (await http.post<PayMethodType[]>('/pay/getPayMethodTypes', { productCode })).content;
}

export const payMethodTypesQuery = (productCode: string) =>
  queryOptions({ queryKey: ['payMethodTypes', productCode], queryFn: () => fetchPayMethodTypes(productCode), staleTime: 10 * 60_000 });
