import { queryOptions } from '@tanstack/react-query';
import type { ClaimGuide } from '../../../../domain/api/product';
import { http } from '../../../lib/api/client';
import { languageValue } from '../../../lib/i18n';

/** GET /api_xxpl/company/queryInsuranceCompanyClaimNewShowDtoByProductCode/{productCode}: the claim guide (the spec puts it in `data`). */
export async function fetchClaimGuide(productCode: string, language: string): Promise<ClaimGuide> {
  const path = `/api_xxpl/company/queryInsuranceCompanyClaimNewShowDtoByProductCode/${encodeURIComponent(productCode)}`;
  return (await http.get<null>(path, { language: languageValue(language) })).data as ClaimGuide;
}

export const claimGuideQuery = (productCode: string, language: string) =>
  queryOptions({ queryKey: ['claimGuide', productCode, language], queryFn: () => fetchClaimGuide(productCode, language) });
