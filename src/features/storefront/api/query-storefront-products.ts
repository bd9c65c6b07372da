import { queryOptions } from '@tanstack/react-query';
import type { StorefrontProduct } from '../../../../domain/api/storefront';
import { http } from '../../../lib/api/client';

/** GET /storefront/products: the travel products on the storefront, in the page's language. */
export async function fetchStorefrontProducts(language: string): Promise<StorefrontProduct[]> {
  return (await http.get<StorefrontProduct[]>('/storefront/products', { language })).content;
}

export const storefrontProductsQuery = (language: string) =>
  queryOptions({ queryKey: ['storefrontProducts', language], queryFn: () => fetchStorefrontProducts(language), staleTime: 5 * 60_000 });
