import { queryOptions } from '@tanstack/react-query';
import type { PolicyVerification } from '../../../../domain/api/policy';
import { http } from '../../../lib/api/client';

/** GET /policy/verify/{policyNo}?t=: the public check behind the e-policy's QR code (its token comes with the link). */
export async function fetchPolicyVerification(policyNo: string, token: string): Promise<PolicyVerification> {
  return (await http.get<PolicyVerification>(`/policy/verify/${encodeURIComponent(policyNo)}`, { t: token }, { silent: true })).content;
}

export const policyVerificationQuery = (policyNo: string, token: string) =>
  queryOptions({ queryKey: ['policyVerification', policyNo, token], queryFn: () => fetchPolicyVerification(policyNo, token), retry: false });
