import { queryOptions } from '@tanstack/react-query';
import type { FileTypesAnswer } from '../../../../domain/api/order-files';
import { http } from '../../../lib/api/client';

/** GET /file/queryFileTypes: the kinds of files an order carries and the call that uploads each. */
export async function fetchFileTypes(): Promise<FileTypesAnswer> {
  return (await http.get<FileTypesAnswer>('/file/queryFileTypes')).content;
}

export const fileTypesQuery = queryOptions({ queryKey: ['fileTypes'], queryFn: fetchFileTypes, staleTime: 60 * 60_000 });
