import type { BatchInfo, CorrectionRequest, PriceBatchRequest } from '../../../../domain/api/endorsement';
import { http } from '../../../lib/api/client';

/** POST /authorization/batch/calculPremium: the batch priced, or a correction checked (kept as priced); rows that fail answer 1001 with their problems. */
export async function priceBatch(request: PriceBatchRequest | CorrectionRequest): Promise<BatchInfo> {
  return (await http.post<BatchInfo>('/authorization/batch/calculPremium', request, { silent: true })).content;
}
