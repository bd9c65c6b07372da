import { UPLOAD_FIELD } from '../../../../domain/api/files';
import type { QuotationFile } from '../../../../domain/api/quotation';
import { http } from '../../../lib/api/client';

/** POST /medilinkGroup/uploadMaterial (before insuring) or uploadMaterialBc (a supplement after). */
export async function uploadMaterial(quotationId: string, file: File, supplement: boolean): Promise<QuotationFile> {
  const form = new FormData();
  // The name goes first as a field: the server reads fields before the file.
  form.append('fileName', file.name);
  form.append(UPLOAD_FIELD, file);
  const path = supplement ? '/medilinkGroup/uploadMaterialBc' : '/medilinkGroup/uploadMaterial';
  return (await http.post<QuotationFile>(`${path}?quotationId=${encodeURIComponent(quotationId)}`, form)).content;
}
