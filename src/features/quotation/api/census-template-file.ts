import { http } from '../../../lib/api/client';

/** POST /medilinkGroup/getInsureTemplate: the census sheet to fill. */
export function downloadCensusTemplate(productCode: string): Promise<Blob> {
  return http.blob('/medilinkGroup/getInsureTemplate', { productCode });
}
