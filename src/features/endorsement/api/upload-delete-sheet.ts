import type { BatchUpload } from '../../../../domain/api/endorsement';
import { UPLOAD_FIELD } from '../../../../domain/api/files';
import { http } from '../../../lib/api/client';

/** POST /group/batch/uploadDeleteInsureList/{id}: the delete list as an Excel sheet; its row problems and error sheet, or the priced batch. */
export async function uploadDeleteSheet(policyId: string, effectiveDate: string, file: File): Promise<BatchUpload> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return (await http.post<BatchUpload>(`/group/batch/uploadDeleteInsureList/${encodeURIComponent(policyId)}?effectiveDate=${effectiveDate}`, form)).content;
}
