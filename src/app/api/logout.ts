import { http } from '../../lib/api/client';

/** POST /b2bCustomerWebuser/logout: the server revokes the token; signing out goes on even if this fails. */
export async function logout(): Promise<void> {
  await http.post('/b2bCustomerWebuser/logout').catch(() => undefined);
}
