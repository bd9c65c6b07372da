import { queryOptions } from '@tanstack/react-query';
import type { AddressNode } from '../../../../domain/api/reference';
import { http } from '../../../lib/api/client';

/** GET /addressDetail/addressFile/{name}: the address cascade a product's forms use. */
export const addressFileQuery = (fileName: string) =>
  queryOptions({
    queryKey: ['addressFile', fileName],
    queryFn: async () => (await http.get<{ fileName: string; tree: AddressNode[] }>(`/addressDetail/addressFile/${encodeURIComponent(fileName)}`, undefined, { silent: true })).content,
    staleTime: 60 * 60_000,
  });
