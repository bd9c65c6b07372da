import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';

import type { PolicyRegular } from '../../../../domain/api/product';

export type { PolicyRegular } from '../../../../domain/api/product';

export const policyRegularQuery = (productCode: string) =>
  queryOptions({
    queryKey: ['policyRegular', productCode],
    queryFn: async () => (await http.get<PolicyRegular>('/product/queryPolicyRegular', { productCode })).content,
    staleTime: 10 * 60_000,
  });

/** The months a policy may run, when the product is priced by term. */
export function termMonths(term: PolicyRegular['term']): number[] {
  if (term.kind === 'monthly') return Array.from({ length: term.maxMonths }, (_, index) => index + 1);
  if (term.kind === 'short-term-table') return term.factors.map((row) => row.months);
  return [];
}
