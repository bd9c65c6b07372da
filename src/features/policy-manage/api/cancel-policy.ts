import type { CancelQuote, CancelRequest } from '../../../../domain/api/policy-manage';
import { http } from '../../../lib/api/client';

/** POST /authorization/policyOperation/cancel: without confirm the amount only; with it, the cancellation. */
export async function cancelPolicy(request: CancelRequest): Promise<CancelQuote> {
  return (await http.post<CancelQuote>('/authorization/policyOperation/cancel', request)).content;
}
