import type { PolicySearch } from '../../../../domain/api/policy-manage';
import { http } from '../../../lib/api/client';

/** POST /authorization/policyOperation/exportPolicy: the list's search as an .xlsx file. */
export function exportPolicies(search: PolicySearch): Promise<Blob> {
  return http.blob('/authorization/policyOperation/exportPolicy', search);
}
