import { http } from '../../../lib/api/client';

/** POST /salSimpleQuotation/delQuotation/{id}: a draft goes; quoted versions stay on record. */
export async function deleteQuotation(id: string): Promise<void> {
  await http.post(`/salSimpleQuotation/delQuotation/${encodeURIComponent(id)}`);
}
