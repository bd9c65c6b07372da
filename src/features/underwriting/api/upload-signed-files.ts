import { SIGNED_FILES_FIELD, type SignedFilesAnswer } from '../../../../domain/api/risk';
import { http } from '../../../lib/api/client';

/** POST /riskReport/uploadSignedFiles: the signed pages (field files) of the order (field policyId). */
export async function uploadSignedFiles(policyId: string, files: readonly File[]): Promise<SignedFilesAnswer> {
  const form = new FormData();
  form.append('policyId', policyId);
  for (const file of files) form.append(SIGNED_FILES_FIELD, file);
  return (await http.post<SignedFilesAnswer>('/riskReport/uploadSignedFiles', form)).content;
}
