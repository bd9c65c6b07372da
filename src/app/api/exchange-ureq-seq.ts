import type { LoginResponse } from '../../../domain/api/auth';
import { http } from '../../lib/api/client';
import { signedInNow } from '../../lib/session';

/** GET /b2bCustomerWebuser/verificationUreqSeq (rule 3): a one-time ureqSeq from a partner system becomes our session cookie. */
export async function exchangeUreqSeq(ureqSeq: string): Promise<void> {
  try {
    await http.get<LoginResponse>('/b2bCustomerWebuser/verificationUreqSeq', { ureqSeq });
    signedInNow();
  } catch {
    // The client has already shown the server's message; the page still opens, signed out.
  }
}
