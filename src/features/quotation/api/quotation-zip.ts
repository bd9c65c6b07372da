import { http } from '../../../lib/api/client';

/** POST /salQuotation/downFileForzip: the quote PDF and its materials as one zip. */
export function downloadQuotationZip(id: string): Promise<Blob> {
  return http.blob('/salQuotation/downFileForzip', { id });
}
