import type { BalancePayRequest, PayContent } from '../../../../domain/api/payment';
import { http } from '../../../lib/api/client';
import { idempotentPayment } from './idempotent';

/** POST /policy/balancePayPolicy (66): the issuing account and password are checked again. */
export async function payByBalance(request: Omit<BalancePayRequest, 'idempotencyKey'>): Promise<PayContent> {
  return (await http.post<PayContent>('/policy/balancePayPolicy', request, idempotentPayment())).content;
}
