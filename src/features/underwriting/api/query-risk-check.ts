import { queryOptions } from '@tanstack/react-query';
import type { RiskCheckAnswer } from '../../../../domain/api/risk';
import { http } from '../../../lib/api/client';

/** GET /riskReport/productRiskNotifyCheck: the order's risk, and whether its signed, sealed notice is in. */
export async function fetchRiskCheck(policyId: string): Promise<RiskCheckAnswer> {
  return (await http.get<RiskCheckAnswer>('/riskReport/productRiskNotifyCheck', { policyId })).content;
}

export const riskCheckQuery = (policyId: string) => queryOptions({ queryKey: ['riskCheck', policyId], queryFn: () => fetchRiskCheck(policyId), staleTime: 0, retry: false });
