import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';

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
