import { queryOptions } from '@tanstack/react-query';
import type { RatableProduct } from '../../../../domain/catalog';
import { http } from '../../../lib/api';

/** GET /product/queryPlans: plans, duties and rate tables, so the phone prices as the server does. */
export const ratableProductQuery = (productCode: string) =>
  queryOptions({
    queryKey: ['ratableProduct', productCode],
    queryFn: async () => (await http.get<RatableProduct>('/product/queryPlans', { productCode })).content,
    staleTime: 10 * 60_000,
  });
