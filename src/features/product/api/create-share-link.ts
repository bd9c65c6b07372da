import type { z } from 'zod';
import type { shareLinkRequest } from '../../../../domain/api/auth';
import { http } from '../../../lib/api/client';
import type { ShareContext } from '../../../lib/session';

/** POST /b2bCustomerWebuser/shareLink: the signed-in agent's own u and sign for a product link, or null when the call fails. */
export async function createShareLink(request: z.infer<typeof shareLinkRequest>): Promise<ShareContext | null> {
  return http
    .post<ShareContext>('/b2bCustomerWebuser/shareLink', request, { silent: true })
    .then((response) => response.content)
    .catch(() => null);
}
