import { queryOptions } from '@tanstack/react-query';
import type { ShareLinkCheck, ShareLinkCheckRequest } from '../../../../domain/api/storefront';
import { http } from '../../../lib/api/client';

/** POST /storefront/checkShareLink: whether the server accepts the agent's link and its sign. */
export const checkShareLinkQuery = (request: ShareLinkCheckRequest) =>
  queryOptions({
    queryKey: ['checkShareLink', request],
    queryFn: async () => (await http.post<ShareLinkCheck>('/storefront/checkShareLink', request, { silent: true })).content,
    staleTime: Number.POSITIVE_INFINITY,
  });
