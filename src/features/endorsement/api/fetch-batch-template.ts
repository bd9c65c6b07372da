import type { BatchKind } from '../../../../domain/api/endorsement';
import { http } from '../../../lib/api/client';

/** POST /group/batch/getBatchAddTemplate/{product}/{kind}: the Excel template of a kind of batch. */
export function fetchBatchTemplate(productCode: string, kind: BatchKind): Promise<Blob> {
  return http.blob(`/group/batch/getBatchAddTemplate/${encodeURIComponent(productCode)}/${kind}`, {});
}
