import { queryOptions } from '@tanstack/react-query';
import type { PolicyDetail } from '../../../domain/api/policy-manage';
import { http } from './client';

/** POST /policy/queryPolicy?policyId=: one policy (or order) whole. */
export async function fetchPolicy(policyId: string): Promise<PolicyDetail> {
  return (await http.post<PolicyDetail>(`/policy/queryPolicy?policyId=${encodeURIComponent(policyId)}`)).content;
}

export const policyQuery = (policyId: string) => queryOptions({ queryKey: ['policy', policyId], queryFn: () => fetchPolicy(policyId), staleTime: 0 });
