import { UPLOAD_FIELD } from '../../../../domain/api/files';
import type { CensusUpload } from '../../../../domain/api/quotation';
import { http } from '../../../lib/api/client';

/** POST /medilinkGroup/parseInsuredExcel: the census sheet's members and its problems row by row. */
export async function parseCensus(file: File): Promise<CensusUpload> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return (await http.post<CensusUpload>('/medilinkGroup/parseInsuredExcel', form)).content;
}
