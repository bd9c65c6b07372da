import type { PayContent } from '../../../../domain/api/payment';
import { http } from '../../../lib/api/client';

/** POST /policy/onlinePayPolicy (QR-code and online methods): opens (or reuses) the gateway trade; its cashier URL is payUrl. Failures are the caller's to show. */
export async function startOnlinePay(policyId: string, payMethod: string): Promise<PayContent> {
  return (await http.post<PayContent>('/policy/onlinePayPolicy', { policyId, payMethod }, { silent: true })).content;
}
