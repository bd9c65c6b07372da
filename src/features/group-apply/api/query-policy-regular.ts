import { queryOptions } from '@tanstack/react-query';
import type { PolicyRegular } from '../../../../domain/api/product';
import { http } from '../../../lib/api/client';


/** GET /product/queryPolicyRegular: the product's start-date window, terms and group size. */
export async function fetchPolicyRegular(productCode: string): Promise<PolicyRegular> {
  return (await http.get<PolicyRegular>('/product/queryPolicyRegular', { productCode })).content;
}

export const policyRegularQuery = (productCode: string) =>
  queryOptions({ queryKey: ['policyRegular', productCode], queryFn: () => fetchPolicyRegular(productCode), staleTime: 10 * 60_000 });
