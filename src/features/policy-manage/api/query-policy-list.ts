import { infiniteQueryOptions } from '@tanstack/react-query';
import type { PolicyListPage, PolicyListRequest, PolicySearch } from '../../../../domain/api/policy-manage';
import { http } from '../../../lib/api/client';

/** POST /policy/queryPolicyList: one page of the signed-in principal's policies after a cursor. */
export async function fetchPolicyList(request: PolicyListRequest): Promise<PolicyListPage> {
  return (await http.post<PolicyListPage>('/policy/queryPolicyList', request)).content;
}

export const policyListQuery = (search: PolicySearch, pageSize = 10) =>
  infiniteQueryOptions({
    queryKey: ['policyList', search, pageSize],
    queryFn: ({ pageParam }) => fetchPolicyList({ ...search, pageSize, ...(pageParam && { cursor: pageParam }) }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
