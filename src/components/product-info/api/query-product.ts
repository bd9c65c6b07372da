import { queryOptions } from '@tanstack/react-query';
import type { ProductPage } from '../../../../domain/api/product';
import { http } from '../../../lib/api/client';
import { languageValue } from '../../../lib/i18n';

/** GET /product/queryProduct: the product page's texts, pictures and tabs. */
export async function fetchProduct(productCode: string, language: string): Promise<ProductPage> {
  return (await http.get<ProductPage>('/product/queryProduct', { productCode, language: languageValue(language) })).content;
}

export const productQuery = (productCode: string, language: string) =>
  queryOptions({ queryKey: ['product', productCode, language], queryFn: () => fetchProduct(productCode, language) });
