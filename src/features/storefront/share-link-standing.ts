import { useQuery } from '@tanstack/react-query';
import { readShare, readToken } from '../../lib/session';
import { checkShareLinkQuery } from './api/check-share-link';

/**
 * Whether this visit can buy: a signed-in agent sells as themselves; a customer needs the agent's link with a
 * sign the server accepts. 'checking' while the server answers.
 */
export function useShareLinkStanding(productCode?: string): 'valid' | 'invalid' | 'checking' {
  const agent = readToken() !== null;
  const share = readShare();
  const request = { userId: share.u, sign: share.sign, ...(productCode && { productCode }) };
  const answer = useQuery({ ...checkShareLinkQuery(request), enabled: !agent && Boolean(share.u && share.sign) });
  if (agent) return 'valid';
  if (!share.u || !share.sign) return 'invalid';
  if (answer.data) return answer.data.valid ? 'valid' : 'invalid';
  // Unreachable server: the save itself checks the link again, so the customer is not turned away here.
  return answer.isError ? 'valid' : 'checking';
}
