import type { SaveCertificateImgRequest } from '../../../../domain/api/order-files';
import { http } from '../../../lib/api/client';

/** POST /policy/saveCertificateImg: files certificate photos (07 front, 08 back) uploaded before with their orders. */
export async function saveCertificateImg(request: SaveCertificateImgRequest): Promise<void> {
  await http.post<number>('/policy/saveCertificateImg', request);
}
