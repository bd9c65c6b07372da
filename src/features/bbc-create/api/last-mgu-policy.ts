import { queryOptions } from '@tanstack/react-query';
import type { MguLastPolicy } from '../../../../domain/api/mgu';
import { http } from '../../../lib/api/client';

export async function fetchLastMguPolicy(): Promise<MguLastPolicy | null> {
  return (await http.post<MguLastPolicy | null>('/wechatLink/mgu/lastPolicyinfo', {}, { silent: true })).content;
}

/** POST /wechatLink/mgu/lastPolicyinfo: the agent's latest MGU order, to start the next one from. */
export const lastMguPolicyQuery = queryOptions({ queryKey: ['mguLastPolicy'], queryFn: fetchLastMguPolicy, staleTime: 0 });
