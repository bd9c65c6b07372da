import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api/client';
import type { OccupationFile } from '../../../../domain/api/reference';

/** GET /occupation/productCode: the product's occupation cascade and its download links. */
export async function fetchOccupationFile(productCode: string): Promise<OccupationFile> {
  return (await http.get<OccupationFile>('/occupation/productCode', { productCode })).content;
}

export const occupationFileQuery = (productCode: string) =>
  queryOptions({ queryKey: ['occupationFile', productCode], queryFn: () => fetchOccupationFile(productCode), staleTime: 60 * 60_000 });
