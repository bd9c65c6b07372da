import { infiniteQueryOptions } from '@tanstack/react-query';
import type { InsuredPage } from '../../../../domain/api/policy-manage';
import { http } from '../../../lib/api/client';

/** POST /policy/getPolicyInfo: a page of a policy's insureds after a position. */
export async function fetchInsureds(policyId: string, afterSeq: number, pageSize: number): Promise<InsuredPage> {
  return (await http.post<InsuredPage>('/policy/getPolicyInfo', { policyId, afterSeq, pageSize })).content;
}

export const insuredsQuery = (policyId: string, pageSize = 20) =>
  infiniteQueryOptions({
    queryKey: ['policyInsureds', policyId, pageSize],
    queryFn: ({ pageParam }) => fetchInsureds(policyId, pageParam, pageSize),
    initialPageParam: -1,
    getNextPageParam: (last) => last.nextSeq ?? undefined,
  });
