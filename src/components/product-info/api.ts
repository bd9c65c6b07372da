import { queryOptions } from '@tanstack/react-query';
import type { AgreementData, ClaimGuide, DisclosureInfo, ProductPage, ReadingRecordRequest } from '../../../domain/api/product';
import { http } from '../../lib/api';

/** The spec's language values: 1 Chinese, 2 English. */
export function languageValue(language: string): '1' | '2' {
  return language === 'en-US' ? '2' : '1';
}

export const productQuery = (productCode: string, language: string) =>
  queryOptions({
    queryKey: ['product', productCode, language],
    queryFn: async () => (await http.get<ProductPage>('/product/queryProduct', { productCode, language: languageValue(language) })).content,
  });

export type { AgreementData, ClaimGuide, DisclosureInfo } from '../../../domain/api/product';

export const agreementQuery = (productCode: string, userId: string, language: string) =>
  queryOptions({
    queryKey: ['agreement', productCode, userId, language],
    queryFn: async () =>
      (
        await http.get<AgreementData>(
          `/api_xxpl/getCustomerNoticeAndRootProductMaterial/${encodeURIComponent(productCode)}/${encodeURIComponent(userId)}`,
          { language: languageValue(language) },
        )
      ).content,
  });

export const disclosureQuery = (productCode: string, language: string) =>
  queryOptions({
    queryKey: ['disclosure', productCode, language],
    queryFn: async () =>
      (await http.get<DisclosureInfo>(`/api_xxpl/getDisclosureInfoByHdProductCode/${encodeURIComponent(productCode)}`, { language: languageValue(language) })).content,
  });

export const claimGuideQuery = (productCode: string, language: string) =>
  queryOptions({
    queryKey: ['claimGuide', productCode, language],
    queryFn: async () =>
      (await http.get<ClaimGuide>(`/api_xxpl/company/queryInsuranceCompanyClaimNewShowDtoByProductCode/${encodeURIComponent(productCode)}`, {
        language: languageValue(language),
      })).data as ClaimGuide,
  });

/** Each agreement is evidence; a failed record must not block the customer, so it is sent quietly. */
export function recordReading(input: ReadingRecordRequest): void {
  void http.post('/product/recordReading', input, { silent: true }).catch(() => undefined);
}
