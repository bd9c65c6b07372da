import { queryOptions } from '@tanstack/react-query';
import type { PolicyVerification } from '../../../../domain/api/policy';
import { http } from '../../../lib/api/client';

/** GET /policy/verify/{policyNo}: the public check behind the e-policy's QR code. */
export async function fetchPolicyVerification(policyNo: string): Promise<PolicyVerification> {
  return (await http.get<PolicyVerification>(`/policy/verify/${encodeURIComponent(policyNo)}`, undefined, { silent: true })).content;
}

export const policyVerificationQuery = (policyNo: string) =>
  queryOptions({ queryKey: ['policyVerification', policyNo], queryFn: () => fetchPolicyVerification(policyNo), retry: false });
