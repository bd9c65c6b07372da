import type { SurrenderQuote } from '../../../../domain/api/storefront';
import { http } from '../../../lib/api/client';

/** POST /authorization/policyOperation/beforeCancelTB: what cancelling or surrendering the policy would refund. */
export async function quoteSurrender(policyNo: string, access: string | null): Promise<SurrenderQuote> {
  return (await http.post<SurrenderQuote>('/authorization/policyOperation/beforeCancelTB', { policyNo, ...(access && { access }) })).content;
}
