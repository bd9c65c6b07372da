import type { IdentityCheckAnswer, IdentityCheckRequest } from '../../../../domain/api/identity';
import { http } from '../../../lib/api/client';

/** POST /idCard/Verity: one identity check against the registry (types 1-3), recorded by the server. */
export async function verifyIdentity(request: IdentityCheckRequest): Promise<IdentityCheckAnswer> {
  return (await http.post<IdentityCheckAnswer>('/idCard/Verity', request)).content;
}
