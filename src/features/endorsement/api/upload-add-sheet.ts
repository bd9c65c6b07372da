import type { BatchUpload } from '../../../../domain/api/endorsement';
import { UPLOAD_FIELD } from '../../../../domain/api/files';
import { http } from '../../../lib/api/client';

/** POST /mgu/batch/uploadFile: the add list as an Excel sheet; its row problems and error sheet, or the priced batch. */
export async function uploadAddSheet(policyId: string, effectiveDate: string, file: File): Promise<BatchUpload> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return (await http.post<BatchUpload>(`/mgu/batch/uploadFile?policyId=${encodeURIComponent(policyId)}&effectiveDate=${effectiveDate}`, form)).content;
}
