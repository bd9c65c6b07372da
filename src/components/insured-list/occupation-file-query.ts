import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/api';
import type { OccupationFile } from './occupations';

/** GET /occupation/productCode: the product's occupation cascade and its download links. */
export const occupationFileQuery = (productCode: string) =>
  queryOptions({
    queryKey: ['occupationFile', productCode],
    queryFn: async () => (await http.get<OccupationFile>('/occupation/productCode', { productCode })).content,
    staleTime: 60 * 60_000,
  });
