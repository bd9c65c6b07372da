import { UPLOAD_FIELD } from '../../../../domain/api/files';
import { http } from '../../../lib/api/client';

/** One of the upload calls of the file types' table (uploadPdf, uploadForStarr, ...): files the file with the order. */
export async function uploadOrderFile(uploadCall: string, policyId: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('policyId', policyId);
  form.append(UPLOAD_FIELD, file);
  return (await http.post<string>(uploadCall, form)).content;
}
