import type { CertificateAddRequest, CertificateEntry } from '../../../../domain/api/enterprise';
import { http } from '../../../lib/api/client';

/** POST /certificate/add: a company certificate entered by hand with its photo; staff check it and contact the agent. */
export async function addCertificate(request: CertificateAddRequest): Promise<CertificateEntry> {
  return (await http.post<CertificateEntry>('/certificate/add', request)).content;
}
