import { queryOptions } from '@tanstack/react-query';
import type { AgreementData } from '../../../../domain/api/product';
import { http } from '../../../lib/api/client';
import { languageValue } from '../../../lib/i18n';

/** GET /api_xxpl/getCustomerNoticeAndRootProductMaterial/{productCode}/{userId}: the notices to read before applying. */
export async function fetchAgreement(productCode: string, userId: string, language: string): Promise<AgreementData> {
  const path = `/api_xxpl/getCustomerNoticeAndRootProductMaterial/${encodeURIComponent(productCode)}/${encodeURIComponent(userId)}`;
  return (await http.get<AgreementData>(path, { language: languageValue(language) })).content;
}

export const agreementQuery = (productCode: string, userId: string, language: string) =>
  queryOptions({ queryKey: ['agreement', productCode, userId, language], queryFn: () => fetchAgreement(productCode, userId, language) });
