import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api/client';

export interface ProductOnSale {
  productCode: string;
  pageName: string;
  productName: string;
  underCompany: string;
}

export async function fetchProductsOnSale(language: string): Promise<ProductOnSale[]> {
  const response = await http.get<ProductOnSale[]>('/authorization/queryProductList', { language });
  return response.content.map(({ productCode, pageName, productName, underCompany }) => ({ productCode, pageName, productName, underCompany }));
}

/** GET /authorization/queryProductList: every product on sale, named in the reader's language. */
export const productsOnSaleQuery = (language: string) =>
  queryOptions({ queryKey: ['productsOnSale', language], queryFn: () => fetchProductsOnSale(language), staleTime: 10 * 60_000 });
