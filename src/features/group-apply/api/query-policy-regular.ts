import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api/client';

/** The part of GET /product/queryPolicyRegular the group page uses. */
export interface PolicyRegular {
  /** The window of start dates, from the server's today (a phone's clock may be wrong). */
  startDate: { earliest: string; latest: string };
  term:
    | { kind: 'monthly'; maxMonths: number }
    | { kind: 'short-term-table'; factors: { months: number; factor: number }[] }
    | { kind: 'annual' }
    | { kind: 'travel' };
  group: { minInsured: number; maxInsured: number } | null;
}

/** GET /product/queryPolicyRegular: the product's start-date window, terms and group size. */
export async function fetchPolicyRegular(productCode: string): Promise<PolicyRegular> {
  return (await http.get<PolicyRegular>('/product/queryPolicyRegular', { productCode })).content;
}

export const policyRegularQuery = (productCode: string) =>
  queryOptions({ queryKey: ['policyRegular', productCode], queryFn: () => fetchPolicyRegular(productCode), staleTime: 10 * 60_000 });
