import type { HolderPolicy, HolderPolicyQueryRequest } from '../../../domain/api/policy';
import { http } from './client';

/** POST /policy/holderQuery: the holder's policies for phone + certificate number (rate limited by the server). */
export async function queryHolderPolicies(request: HolderPolicyQueryRequest): Promise<HolderPolicy[]> {
  return (await http.post<HolderPolicy[]>('/policy/holderQuery', request)).content;
}
