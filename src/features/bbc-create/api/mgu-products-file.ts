import { http } from '../../../lib/api/client';

/** POST /wechatLink/mgu/downloadMGUPros: the workbook with the MGU's products, plans and the insured sheet to fill. */
export function downloadMguProducts(): Promise<Blob> {
  return http.blob('/wechatLink/mgu/downloadMGUPros', {});
}
