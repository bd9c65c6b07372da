import { type CheckResult, fail, pass } from './result';

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The file name's extension (case-insensitive) is one of the allowed image extensions. */
export function checkImageExtension(fileName: string, allowed: readonly string[] = IMAGE_EXTENSIONS): CheckResult {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).trim().toLowerCase();
  return allowed.includes(extension) ? pass(extension) : fail('IMAGE_TYPE');
}

/** Uploads must be smaller than 10 MB. */
export function checkUploadSize(bytes: number): CheckResult {
  return bytes < MAX_UPLOAD_BYTES ? pass() : fail('UPLOAD_TOO_LARGE');
}
