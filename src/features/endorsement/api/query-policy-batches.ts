import { queryOptions } from '@tanstack/react-query';
import type { BatchList } from '../../../../domain/api/endorsement';
import { http } from '../../../lib/api/client';

/** POST /group/batch/getBatchInfoByPolicyNo/{no}: the policy's batches, newest first. */
export async function fetchPolicyBatches(policyId: string): Promise<BatchList> {
  return (await http.post<BatchList>(`/group/batch/getBatchInfoByPolicyNo/${encodeURIComponent(policyId)}`)).content;
}

export const policyBatchesQuery = (policyId: string) =>
  queryOptions({ queryKey: ['batches', policyId], queryFn: () => fetchPolicyBatches(policyId), staleTime: 0, retry: false });
