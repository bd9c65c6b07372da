import { queryOptions } from '@tanstack/react-query';
import type { ProductType } from '../../../domain/catalog';
import { http } from './client';

export interface ProductRoute {
  code: string;
  /** The page name: the product's route is /{name}. */
  name: string;
  type: ProductType;
}

interface ProductListItem {
  productCode: string;
  pageName: string;
  productType: ProductType;
}

/** GET /authorization/queryProductList, for routing: a new product file on the server is a new page without a new build. */
export async function fetchProductList(): Promise<ProductRoute[]> {
  const response = await http.get<ProductListItem[]>('/authorization/queryProductList', undefined, { silent: true });
  return response.content.map((item) => ({ code: item.productCode, name: item.pageName, type: item.productType }));
}

export const productListQuery = queryOptions({
  queryKey: ['productList'],
  queryFn: fetchProductList,
  staleTime: 10 * 60_000,
});
