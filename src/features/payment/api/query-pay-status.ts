import { queryOptions } from '@tanstack/react-query';
import type { PayStatusContent } from '../../../../domain/api/payment';
import { http } from '../../../lib/api/client';
import { ApiError } from '../../../lib/http';
import type { PayStatusAnswer } from '../pay-poller';

/** POST /pay/selectYtPayStatus as the poll reads it: every answer is data, only a broken call is null. */
export async function fetchPayStatus(policyId: string): Promise<PayStatusAnswer> {
  try {
    const response = await http.post<PayStatusContent>('/pay/selectYtPayStatus', { policyId }, { silent: true });
    return { returnCode: response.returnCode, returnMsg: response.returnMsg, content: response.content };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'business' && error.returnCode) {
      return { returnCode: error.returnCode, returnMsg: error.message, content: error.body?.content as PayStatusContent | undefined };
    }
    return null;
  }
}

export const payStatusQuery = (policyId: string) =>
  queryOptions({ queryKey: ['payOrder', policyId], queryFn: () => fetchPayStatus(policyId), enabled: policyId !== '', staleTime: 0 });
