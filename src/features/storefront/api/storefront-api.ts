import { queryOptions } from '@tanstack/react-query';
import type { SaveOrderData, SaveOrderInput } from '../../../../domain/api/order';
import type { PayMethodType } from '../../../../domain/api/payment';
import type { RegionEntry } from '../../../../domain/api/reference';
import type { SaveContactRequest, StaffInfo, StorefrontProduct, SurrenderQuote, SurrenderResult } from '../../../../domain/api/storefront';
import type { RatableProduct } from '../../../../domain/catalog';
import { http } from '../../../lib/api';

export const storefrontProductsQuery = (language: string) =>
  queryOptions({
    queryKey: ['storefrontProducts', language],
    queryFn: async () => (await http.get<StorefrontProduct[]>('/storefront/products', { language })).content,
    staleTime: 5 * 60_000,
  });

/** The ratable product: the client prices with the same domain function as the server. */
export const plansQuery = (productCode: string) =>
  queryOptions({
    queryKey: ['plans', productCode],
    queryFn: async () => (await http.get<RatableProduct & { fromPremiumFen: number }>('/product/queryPlans', { productCode })).content,
    staleTime: 10 * 60_000,
  });

export const regionsQuery = (level: 'province' | 'city' | 'district', parent = '') =>
  queryOptions({
    queryKey: ['regions', level, parent],
    queryFn: async () => {
      const url = { province: '/policy/getAllProvince', city: '/policy/getCityByProvince', district: '/policy/getDistrictByCity' }[level];
      return (await http.get<RegionEntry[]>(url, parent ? { code: parent } : undefined)).content;
    },
    staleTime: Number.POSITIVE_INFINITY,
    enabled: level === 'province' || parent !== '',
  });

export const payMethodsQuery = (productCode: string) =>
  queryOptions({
    queryKey: ['payMethods', productCode],
    queryFn: async () => (await http.post<PayMethodType[]>('/pay/getPayMethodTypes', { productCode })).content,
  });

export interface SaveAnswer {
  content: string;
  data: SaveOrderData;
}

/** Saves the application; the caller shows the problems itself, in the form's language. */
export async function saveTravelOrder(request: SaveOrderInput, idempotencyKey: string): Promise<SaveAnswer> {
  const response = await http.post<string>('/policy/saveTravelOrder', request, { silent: true, headers: { 'Idempotency-Key': idempotencyKey } });
  return { content: response.content, data: response.data as SaveOrderData };
}

export async function quoteSurrender(policyNo: string, access: string | null): Promise<SurrenderQuote> {
  return (await http.post<SurrenderQuote>('/authorization/policyOperation/beforeCancelTB', { policyNo, ...(access && { access }) })).content;
}

export async function confirmSurrender(policyNo: string, access: string | null, idempotencyKey: string): Promise<SurrenderResult> {
  return (await http.post<SurrenderResult>('/authorization/policyOperation/cancelTB', { policyNo, idempotencyKey, ...(access && { access }) })).content;
}

export async function staffInfo(staffId: string): Promise<StaffInfo> {
  return (await http.post<StaffInfo>('/vasco/staffInfo', { staffId }, { silent: true })).content;
}

export async function saveContact(request: SaveContactRequest): Promise<string> {
  return (await http.post<null>('/vasco/saveContact', request)).returnMsg;
}
