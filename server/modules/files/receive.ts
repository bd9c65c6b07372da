import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES, UPLOAD_REFUSED } from '../../../domain/api/files';
import type { LocalText } from '../../../domain/catalog/text';
import { checkUploadSize } from '../../../domain/validators';
import { type FileType, sniffFileType } from '../../adapters/storage';
import { AppError } from '../../lib/envelope';

const refused = (message: LocalText) => new AppError(UPLOAD_REFUSED, message);

export interface UploadRule {
  /** The multipart field the files come in. */
  field: string;
  allowed: readonly FileType[];
  typeMessage: LocalText;
  maxFiles: number;
}

export interface Received {
  files: { bytes: Buffer; type: FileType }[];
  /** Text fields sent beside the files (policyId), each at most 200 characters. */
  fields: Record<string, string>;
}

/**
 * The uploaded files and text fields of a multipart request: each file refused when too large or not one of the
 * allowed types by its magic bytes; a file under another field name refused at once (its rest is discarded).
 */
export async function receiveUploads(request: FastifyRequest, rule: UploadRule): Promise<Received> {
  if (!request.isMultipart()) throw refused(UPLOAD_MESSAGES.missing);
  const received: Received = { files: [], fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string' && part.value.length <= 200) received.fields[part.fieldname] = part.value.trim();
      continue;
    }
    if (part.fieldname !== rule.field || received.files.length >= rule.maxFiles) {
      part.file.resume();
      throw refused(UPLOAD_MESSAGES.missing);
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refused(UPLOAD_MESSAGES.tooLarge);
      throw error;
    }
    if (!checkUploadSize(bytes.length).ok) throw refused(UPLOAD_MESSAGES.tooLarge);
    const type = sniffFileType(bytes);
    if (!type || !rule.allowed.includes(type)) throw refused(rule.typeMessage);
    received.files.push({ bytes, type });
  }
  if (received.files.length === 0) throw refused(UPLOAD_MESSAGES.missing);
  return received;
}
