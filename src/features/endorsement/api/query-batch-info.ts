import { queryOptions } from '@tanstack/react-query';
import type { BatchInfo } from '../../../../domain/api/endorsement';
import { http } from '../../../lib/api/client';

/** POST /group/batch/getBatchInfo/{id}: the batch poll; 1070 (waiting for payment) is a success of batch calls. */
export async function fetchBatchInfo(batchId: string): Promise<BatchInfo> {
  return (await http.post<BatchInfo>(`/group/batch/getBatchInfo/${encodeURIComponent(batchId)}`)).content;
}

export const batchInfoQuery = (batchId: string) => queryOptions({ queryKey: ['batch', batchId], queryFn: () => fetchBatchInfo(batchId), staleTime: 0, retry: false });
