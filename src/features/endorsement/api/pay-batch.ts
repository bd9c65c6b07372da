import type { BatchPayContent, PayBatchRequest } from '../../../../domain/api/endorsement';
import { http } from '../../../lib/api/client';

/** POST /group/batch/payBatchPolicy: the batch's premium difference; online methods answer the cashier to go to. */
export async function payBatch(request: PayBatchRequest): Promise<BatchPayContent> {
  return (await http.post<BatchPayContent>('/group/batch/payBatchPolicy', request)).content;
}
