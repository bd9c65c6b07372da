import type { LoginResponse } from '../../../domain/api/auth';
import { http } from '../../lib/api/client';
import { storeToken } from '../../lib/session';

/** GET /b2bCustomerWebuser/verificationUreqSeq (rule 3): a one-time ureqSeq from a partner system becomes our token cookie. */
export async function exchangeUreqSeq(ureqSeq: string): Promise<void> {
  try {
    const response = await http.get<LoginResponse>('/b2bCustomerWebuser/verificationUreqSeq', { ureqSeq });
    storeToken(response.content.token);
  } catch {
    // The client has already shown the server's message; the page still opens, signed out.
  }
}
