import type { RiskCheckAnswer } from '../../../../domain/api/risk';
import { http } from '../../../lib/api/client';

/** POST /policy/payBeforeUnderwriting: the insurer's decision before the order may be paid. */
export async function underwriteBeforePay(policyId: string): Promise<RiskCheckAnswer> {
  return (await http.post<RiskCheckAnswer>('/policy/payBeforeUnderwriting', { policyId })).content;
}
