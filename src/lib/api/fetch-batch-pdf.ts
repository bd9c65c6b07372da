import { http } from './client';

/** POST /authorization/batchPDF/{id}: an applied endorsement's PDF (the policy detail and the endorsement pages). */
export function fetchBatchPdf(batchId: string): Promise<Blob> {
  return http.blob(`/authorization/batchPDF/${encodeURIComponent(batchId)}`, {});
}
