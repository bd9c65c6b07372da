import type { BalancePayRequest, EvidencePayRequest, PayContent } from '../../../../domain/api/payment';
import { http } from '../../../lib/api';

// Failures are the caller's to show: a failed payment call leads to /result-fail (portal-spec 8).
const quiet = { silent: true } as const;

/** A key per attempt: a retried request (double tap, flaky network) is answered, not paid twice. */
function idempotency() {
  return { ...quiet, headers: { 'Idempotency-Key': crypto.randomUUID() } };
}

/** QR-code and online methods: opens (or reuses) the gateway trade; its cashier URL is payUrl. */
export async function startOnlinePay(policyId: string, payMethod: string): Promise<PayContent> {
  return (await http.post<PayContent>('/policy/onlinePayPolicy', { policyId, payMethod }, quiet)).content;
}

/** Balance (66): the issuing account and password are checked again. */
export async function payByBalance(request: Omit<BalancePayRequest, 'idempotencyKey'>): Promise<PayContent> {
  return (await http.post<PayContent>('/policy/balancePayPolicy', request, idempotency())).content;
}

/** Transfer evidence (88/89): the evidence number is checked against recorded transfers, then pays. */
export async function payByEvidence(request: Omit<EvidencePayRequest, 'idempotencyKey'> & { holderName: string; creator?: string; productCode: string }): Promise<PayContent> {
  await http.post('/pay/checkEvidenceNum', { evidenceNumber: request.evidenceNo, holderName: request.holderName, creator: request.creator, productCode: request.productCode }, quiet);
  const path = request.payMethod === '89' ? '/policy/commevidencePolicy' : '/policy/evidencePolicy';
  return (await http.post<PayContent>(path, { policyId: request.policyId, evidenceNo: request.evidenceNo, payMethod: request.payMethod }, idempotency())).content;
}
