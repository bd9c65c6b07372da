import type { PremiumResult } from '../../../../domain/api/premium';
import { http } from '../../../lib/api/client';

export interface MguPremiumRequest {
  productCode: string;
  planCode: string;
  startDate: string;
  insureds: { birthDate?: string }[];
}

/** POST /wechatLink/mgu/bbcPremium: the list priced by the server, by age band and group size. */
export async function priceMguList(request: MguPremiumRequest): Promise<PremiumResult> {
  return (await http.post<PremiumResult>('/wechatLink/mgu/bbcPremium', request)).content;
}
