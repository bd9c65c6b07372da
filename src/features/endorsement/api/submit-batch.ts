import type { BatchInfo } from '../../../../domain/api/endorsement';
import { http } from '../../../lib/api/client';

/** POST /group/batch/submitBatchData: a priced batch committed; it waits for its payment, or for its date when nothing is to pay. */
export async function submitBatch(batchId: string): Promise<BatchInfo> {
  return (await http.post<BatchInfo>('/group/batch/submitBatchData', { batchId })).content;
}
