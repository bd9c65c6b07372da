import type { InsuredListUpload } from '../../../../domain/api/insured-list';
import { http } from '../../../lib/api/client';

interface ListTarget {
  /** The product's upload call (generic or its insurer's variant). */
  path: string;
  productCode: string;
  planCode: string;
  startDate: string;
}

/** POST /file/parseInsuredExcel (or its variant): the rows read and checked; `existing`, the ID numbers already listed. */
export async function uploadInsuredList(target: ListTarget, file: File, existing: readonly string[]): Promise<InsuredListUpload> {
  const form = new FormData();
  // Text fields go before the file: the server reads them as the file arrives.
  form.append('existing', existing.join(','));
  form.append('multipartFile', file, file.name);
  const query = new URLSearchParams({ productCode: target.productCode, planCode: target.planCode, startDate: target.startDate });
  return (await http.post<InsuredListUpload>(`${target.path}?${query}`, form)).content;
}
