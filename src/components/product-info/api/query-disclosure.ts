import { queryOptions } from '@tanstack/react-query';
import type { DisclosureInfo } from '../../../../domain/api/product';
import { http } from '../../../lib/api/client';
import { languageValue } from '../../../lib/i18n';

/** GET /api_xxpl/getDisclosureInfoByHdProductCode/{productCode}: the insurer's disclosure tab. */
export async function fetchDisclosure(productCode: string, language: string): Promise<DisclosureInfo> {
  const path = `/api_xxpl/getDisclosureInfoByHdProductCode/${encodeURIComponent(productCode)}`;
  return (await http.get<DisclosureInfo>(path, { language: languageValue(language) })).content;
}

export const disclosureQuery = (productCode: string, language: string) =>
  queryOptions({ queryKey: ['disclosure', productCode, language], queryFn: () => fetchDisclosure(productCode, language) });
