import type { EvidencePayRequest, PayContent } from '../../../../domain/api/payment';
import { http } from '../../../lib/api/client';
import { idempotentPayment } from './idempotent';

type EvidencePayment = Omit<EvidencePayRequest, 'idempotencyKey'> & { holderName: string; creator?: string; productCode: string };

/** POST /pay/checkEvidenceNum, then /policy/evidencePolicy (88) or /policy/commevidencePolicy (89): the transfer is checked, then pays. */
export async function payByEvidence(request: EvidencePayment): Promise<PayContent> {
  const check = { evidenceNumber: request.evidenceNo, holderName: request.holderName, creator: request.creator, productCode: request.productCode };
  await http.post('/pay/checkEvidenceNum', check, { silent: true });
  const path = request.payMethod === '89' ? '/policy/commevidencePolicy' : '/policy/evidencePolicy';
  return (await http.post<PayContent>(path, { policyId: request.policyId, evidenceNo: request.evidenceNo, payMethod: request.payMethod }, idempotentPayment())).content;
}
