import { http } from '../../../lib/api/client';

/** GET /file/errorSheet/{id}: the uploaded list with its bad cells marked, for the uploader only. */
export function fetchErrorSheet(errorSheetId: string): Promise<Blob> {
  return http.blob(`/file/errorSheet/${encodeURIComponent(errorSheetId)}`);
}
