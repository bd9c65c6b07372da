import type { CompanyCertificateType } from '../../../../domain/code-tables';
import { checkUscc } from '../../../../domain/validators';
import { ApiError } from '../../../lib/http';
import { readBusinessLicence } from '../api/read-business-licence';
import { uploadPhoto } from '../api/upload-photo';

/** A company the agent chose: what the policyholder fields take. */
export interface CompanyPick {
  enterpriseName: string;
  idType: CompanyCertificateType;
  idNo: string;
}

export interface LicencePhoto {
  /** The stored photo's path. */
  path: string;
  name: string;
  /** What the licence said, when its credit code passed the check character. */
  company?: CompanyPick;
  /** Why nothing was taken from it: the OCR's message, or none when its credit code failed the check. */
  problem?: string;
}

/** Stores a licence photo and reads it; a credit code is taken only when its check character is right. */
export async function readLicencePhoto(photo: File): Promise<LicencePhoto> {
  const path = await uploadPhoto(photo);
  let data: Awaited<ReturnType<typeof readBusinessLicence>>;
  try {
    data = await readBusinessLicence(path);
  } catch (error) {
    // The photo stays stored: it is still the certificate's photo when the reading fails.
    if (error instanceof ApiError && error.kind === 'business') return { path, name: photo.name, problem: error.message };
    throw error;
  }
  const code = checkUscc(data.ENTERPRISE_TAXPAYER_REGISTER_ID ?? '');
  if (!code.ok || !data.ENTERPRISE_NAME_CH) return { path, name: photo.name, problem: '' };
  return { path, name: photo.name, company: { enterpriseName: data.ENTERPRISE_NAME_CH, idType: '1', idNo: code.value ?? data.ENTERPRISE_TAXPAYER_REGISTER_ID } };
}
