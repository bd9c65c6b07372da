import type { SaveContactRequest } from '../../../../domain/api/storefront';
import { http } from '../../../lib/api/client';

/** POST /vasco/saveContact: a call-back request; answers the server's confirmation text. */
export async function saveContact(request: SaveContactRequest): Promise<string> {
  return (await http.post<null>('/vasco/saveContact', request)).returnMsg;
}
