import type { EmailEpolicyRequest } from '../../../../domain/api/policy';
import { http } from '../../../lib/api/client';

/** POST /policy/emailEpolicy: the e-policy to the holder's e-mail on file, or to the address given. */
export async function emailEpolicy(request: EmailEpolicyRequest): Promise<string> {
  return (await http.post<null>('/policy/emailEpolicy', request)).returnMsg;
}
