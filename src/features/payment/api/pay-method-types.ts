import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayMethodType } from '../../../../domain/api/payment';
import { http } from '../../../lib/api';

export async function fetchPayMethodTypes(productCode: string): Promise<PayMethodType[]> {
  return (await http.post<PayMethodType[]>('/pay/getPayMethodTypes', { productCode })).content;
}

export const payMethodTypesQuery = (productCode: string) =>
  queryOptions({ queryKey: ['payMethodTypes', productCode], queryFn: () => fetchPayMethodTypes(productCode), staleTime: 10 * 60_000 });

/** The pay methods a product offers (POST /pay/getPayMethodTypes). */
export function usePayMethodTypes(productCode: string) {
  return useQuery({ ...payMethodTypesQuery(productCode), enabled: productCode !== '' });
}
