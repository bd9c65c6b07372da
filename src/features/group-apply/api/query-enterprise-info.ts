import type { EnterpriseInfo } from '../../../../domain/api/enterprise';
import { http } from '../../../lib/api/client';

/** POST /invoice/enterpriseInfoById: the picked company's credit code and older numbers. */
export async function fetchEnterpriseInfo(id: string): Promise<EnterpriseInfo> {
  return (await http.post<EnterpriseInfo>('/invoice/enterpriseInfoById', { id })).content;
}
