import type { BusinessLicenceData } from '../../../../domain/api/ocr';
import { http } from '../../../lib/api/client';

/** POST /api_xxpl/businessLicense {pictureUrl}: the licence's company name and credit code (answered in `data`). */
export async function readBusinessLicence(pictureUrl: string): Promise<BusinessLicenceData> {
  return (await http.post<null>('/api_xxpl/businessLicense', { pictureUrl }, { silent: true })).data as BusinessLicenceData;
}
