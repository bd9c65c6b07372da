import { queryOptions } from '@tanstack/react-query';
import type { EnterpriseSearchAnswer } from '../../../../domain/api/enterprise';
import { http } from '../../../lib/api/client';

/** POST /invoice/enterpriseSearchByName: enterprises whose name contains the keyword. */
export async function fetchEnterprises(keyword: string, signal?: AbortSignal): Promise<EnterpriseSearchAnswer> {
  return (await http.post<EnterpriseSearchAnswer>('/invoice/enterpriseSearchByName', { keyword }, signal ? { signal } : {})).content;
}

export const enterpriseSearchQuery = (keyword: string) =>
  queryOptions({ queryKey: ['enterpriseSearch', keyword], queryFn: ({ signal }) => fetchEnterprises(keyword, signal), staleTime: 5 * 60_000, retry: false });
