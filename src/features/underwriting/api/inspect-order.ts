import { queryOptions } from '@tanstack/react-query';
import type { InspectionAnswer } from '../../../../domain/api/risk';
import { http } from '../../../lib/api/client';

/** POST /policy/orderInspectionCheck: identity checks stored with the order, the risk notice, what is missing. */
export async function fetchInspection(policyId: string): Promise<InspectionAnswer> {
  return (await http.post<InspectionAnswer>('/policy/orderInspectionCheck', { policyId })).content;
}

export const inspectionQuery = (policyId: string) => queryOptions({ queryKey: ['orderInspection', policyId], queryFn: () => fetchInspection(policyId), staleTime: 0, retry: false });
