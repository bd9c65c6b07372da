import { queryOptions } from '@tanstack/react-query';
import type { PolicyResult } from '../../../../domain/api/policy-manage';
import { http } from '../../../lib/api/client';

/** POST /policy/queryPolicyResult: where an order saved from this application stands (unpaid, paid, issued…). */
export const orderStatusQuery = (policyId: string) =>
  queryOptions({
    queryKey: ['orderStatus', policyId],
    queryFn: async () => (await http.post<PolicyResult>('/policy/queryPolicyResult', { policyId }, { silent: true })).content,
    enabled: policyId !== '',
  });
