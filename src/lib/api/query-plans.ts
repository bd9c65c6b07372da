import { queryOptions } from '@tanstack/react-query';
import type { PlansAnswer } from '../../../domain/api/product';
import { http } from './client';

/** GET /product/queryPlans: plans, duties and rate tables, so the phone prices with the same domain function as the server. */
export async function fetchPlans(productCode: string): Promise<PlansAnswer> {
  return (await http.get<PlansAnswer>('/product/queryPlans', { productCode })).content;
}

export const plansQuery = (productCode: string) =>
  queryOptions({ queryKey: ['plans', productCode], queryFn: () => fetchPlans(productCode), staleTime: 10 * 60_000 });
