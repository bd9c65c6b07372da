import { UPLOAD_FIELD } from '../../../../domain/api/files';
import type { MguUpload } from '../../../../domain/api/mgu';
import { http } from '../../../lib/api/client';

/** POST /wechatLink/mgu/bbcUploadTemplete: the filled template's insureds, and the rows to correct. */
export async function uploadMguTemplate(file: File): Promise<MguUpload> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return (await http.post<MguUpload>('/wechatLink/mgu/bbcUploadTemplete', form)).content;
}
