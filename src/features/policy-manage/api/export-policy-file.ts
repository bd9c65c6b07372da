import { http } from '../../../lib/api/client';

/** POST /authorization/policyOperation/{exportInsureds | exportOriginalPolicy | exportInvoice}: one policy's file. */
export function exportPolicyFile(kind: 'exportInsureds' | 'exportOriginalPolicy' | 'exportInvoice', policyId: string): Promise<Blob> {
  return http.blob(`/authorization/policyOperation/${kind}`, { policyId });
}
