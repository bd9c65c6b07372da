import type { SurrenderResult } from '../../../../domain/api/storefront';
import { http } from '../../../lib/api/client';

/** POST /authorization/policyOperation/cancelTB: cancels or surrenders the policy; the key makes a retry answer the first result. */
export async function confirmSurrender(policyNo: string, access: string | null, idempotencyKey: string): Promise<SurrenderResult> {
  return (await http.post<SurrenderResult>('/authorization/policyOperation/cancelTB', { policyNo, idempotencyKey, ...(access && { access }) })).content;
}
