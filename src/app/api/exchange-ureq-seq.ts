import type { LoginResponse, SignedIn } from '../../../domain/api/auth';
import { http } from '../../lib/api/client';
import { signedInNow } from '../../lib/session';

/** GET /b2bCustomerWebuser/verificationUreqSeq (rule 3): a one-time ureqSeq from a partner system becomes our session cookie. */
export async function exchangeUreqSeq(ureqSeq: string): Promise<void> {
  try {
    await http.get<LoginResponse>('/b2bCustomerWebuser/verificationUreqSeq', { ureqSeq });
    signedInNow();
  } catch {
    // The client has already shown the server's message; the page still opens, signed out.
    return;
  }
  // The partner names the agent only to the server: ask who it is, so another agent's kept drafts leave the phone.
  const [{ agentDrafts }, me] = await Promise.all([
    import('../../lib/drafts'),
    http.get<SignedIn>('/b2bCustomerWebuser/userLogin', undefined, { silent: true }).then((answer) => answer.content, () => undefined),
  ]);
  await agentDrafts.signedIn(me?.kind === 'agent' ? me.issuerId : undefined);
}
