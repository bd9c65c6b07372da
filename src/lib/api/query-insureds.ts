import { infiniteQueryOptions } from '@tanstack/react-query';
import type { InsuredPage } from '../../../domain/api/policy-manage';
import { http } from './client';

/** POST /policy/getPolicyInfo: a page of a policy's insureds after a position, only those of `insuredName` when given. */
export async function fetchInsureds(policyId: string, afterSeq: number, pageSize: number, insuredName = ''): Promise<InsuredPage> {
  return (await http.post<InsuredPage>('/policy/getPolicyInfo', { policyId, afterSeq, pageSize, ...(insuredName && { insuredName }) })).content;
}

export const insuredsQuery = (policyId: string, pageSize = 20, insuredName = '') =>
  infiniteQueryOptions({
    queryKey: ['policyInsureds', policyId, pageSize, insuredName],
    queryFn: ({ pageParam }) => fetchInsureds(policyId, pageParam, pageSize, insuredName),
    initialPageParam: -1,
    getNextPageParam: (last) => last.nextSeq ?? undefined,
  });
