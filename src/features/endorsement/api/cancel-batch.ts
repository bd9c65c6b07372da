import type { BatchInfo } from '../../../../domain/api/endorsement';
import { http } from '../../../lib/api/client';

/** POST /authorization/batchOperation/cancel: a batch not yet paid is called off. */
export async function cancelBatch(batchId: string): Promise<BatchInfo> {
  return (await http.post<BatchInfo>('/authorization/batchOperation/cancel', { batchId })).content;
}
