import { queryOptions } from '@tanstack/react-query';
import type { ProductOptions } from '../../../../domain/api/sales-options';
import { http } from '../../../lib/api/client';

export async function fetchProductOptions(productCode: string, language: string): Promise<ProductOptions> {
  return (await http.post<ProductOptions>('/policy/options', { productCode, language })).content;
}

/** POST /policy/options: the plans and start dates a product offers. */
export const productOptionsQuery = (productCode: string, language: string) =>
  queryOptions({ queryKey: ['productOptions', productCode, language], queryFn: () => fetchProductOptions(productCode, language), enabled: productCode !== '' });
