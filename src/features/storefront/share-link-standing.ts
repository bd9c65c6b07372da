import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { readShare, useSignedIn } from '../../lib/session';
import { checkShareLinkQuery } from './api/check-share-link';

/**
 * Whether this visit can buy: a signed-in agent sells as themselves; a customer needs the agent's link with a
 * sign the server accepts. 'checking' while the server answers.
 */
export function useShareLinkStanding(productCode?: string): 'valid' | 'invalid' | 'checking' {
  const agent = useSignedIn();
  // The link in the address first: the server's prerender has no session storage, and the guard stores the same pair.
  const [params] = useSearchParams();
  const [u, sign] = [params.get('u'), params.get('sign')];
  const share = u && sign ? { u, sign } : readShare();
  const request = { userId: share.u, sign: share.sign, ...(productCode && { productCode }) };
  const answer = useQuery({ ...checkShareLinkQuery(request), enabled: !agent && Boolean(share.u && share.sign) });
  if (agent) return 'valid';
  if (!share.u || !share.sign) return 'invalid';
  if (answer.data) return answer.data.valid ? 'valid' : 'invalid';
  // Unreachable server: the save itself checks the link again, so the customer is not turned away here.
  return answer.isError ? 'valid' : 'checking';
}
