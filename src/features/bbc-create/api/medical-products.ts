import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api/client';

export interface MedicalProduct {
  productCode: string;
  productName: string;
}

export async function fetchMedicalProducts(language: string): Promise<MedicalProduct[]> {
  const response = await http.get<MedicalProduct[]>('/authorization/queryProductList', { type: 'medical', language });
  return response.content.map(({ productCode, productName }) => ({ productCode, productName }));
}

/** GET /authorization/queryProductList?type=medical: the group medical products a company list can be applied for. */
export const medicalProductsQuery = (language: string) =>
  queryOptions({ queryKey: ['medicalProducts', language], queryFn: () => fetchMedicalProducts(language), staleTime: 10 * 60_000 });
