import { http } from '../../../lib/api/client';

/** POST /salQuotation/downFileMediLinkQuoAFP: the quote PDF for the client. */
export function downloadQuotationPdf(id: string): Promise<Blob> {
  return http.blob('/salQuotation/downFileMediLinkQuoAFP', { id });
}
