import { http } from '../lib/api';
import { storeToken } from '../lib/session';

/** Rule 3: a one-time ureqSeq from a partner system becomes our token cookie. */
export async function exchangeUreqSeq(ureqSeq: string): Promise<void> {
  try {
    const response = await http.get<{ token: string }>('/b2bCustomerWebuser/verificationUreqSeq', { ureqSeq });
    storeToken(response.content.token);
  } catch {
    // The client has already shown the server's message; the page still opens, signed out.
  }
}
