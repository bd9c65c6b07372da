import { infiniteQueryOptions } from '@tanstack/react-query';
import { insuredSearch } from '../../../domain/api/insured-search';
import type { InsuredPage } from '../../../domain/api/policy-manage';
import { http } from './client';

/** POST /policy/getPolicyInfo: a page of a policy's insureds after a position, only those `search` finds when given. */
export async function fetchInsureds(policyId: string, afterSeq: number, pageSize: number, search = ''): Promise<InsuredPage> {
  return (await http.post<InsuredPage>('/policy/getPolicyInfo', { policyId, afterSeq, pageSize, ...insuredSearch(search) })).content;
}

export const insuredsQuery = (policyId: string, pageSize = 20, search = '') =>
  infiniteQueryOptions({
    queryKey: ['policyInsureds', policyId, pageSize, search],
    queryFn: ({ pageParam }) => fetchInsureds(policyId, pageParam, pageSize, search),
    initialPageParam: -1,
    getNextPageParam: (last) => last.nextSeq ?? undefined,
  });
