import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_FIELD, UPLOAD_MESSAGES, UPLOAD_REFUSED } from '../../../domain/api/files';
import { errorSheetParams } from '../../../domain/api/sheet';
import { checkUploadSize, MAX_UPLOAD_BYTES } from '../../../domain/validators';
import type { ModuleDeps } from '../../sales/deps';
import { readErrorSheet, XLSX_TYPE } from '../../sales/insured-sheet';
import { type FileType, sniffFileType } from '../../adapters/storage';
import { AppError, ok } from '../../lib/envelope';
import { requirePrincipal } from '../../plugins/auth';

const refused = (message: string) => new AppError(UPLOAD_REFUSED, message);

/** The uploaded file's bytes, refused when missing, too large or not one of the allowed types (by magic bytes). */
export async function receive(request: FastifyRequest, allowed: readonly FileType[], typeMessage: string) {
  if (!request.isMultipart()) throw refused(UPLOAD_MESSAGES.missing);
  const part = await request.file();
  if (part && part.fieldname !== UPLOAD_FIELD) {
    // Refused at once: the rest of the wrong part is discarded instead of holding the connection.
    part.file.resume();
    throw refused(UPLOAD_MESSAGES.missing);
  }
  if (!part) throw refused(UPLOAD_MESSAGES.missing);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refused(UPLOAD_MESSAGES.tooLarge);
    throw error;
  }
  if (!checkUploadSize(bytes.length).ok) throw refused(UPLOAD_MESSAGES.tooLarge);
  const type = sniffFileType(bytes);
  if (!type || !allowed.includes(type)) throw refused(typeMessage);
  return { bytes, type, fileName: part.filename };
}

/**
 * POST /api/file/upload (JPEG or PNG) and /api/file/uploadPdf (PDF): answers the stored file's path. Only a
 * signed-in agent or policyholder may store files: anonymous callers could fill the disk.
 */
export const fileRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales }) => {
  // Multipart parsing lives only in this plugin; one byte over the limit is enough to know the file is too large.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 } });
  const routes: Array<[string, readonly FileType[], string]> = [
    ['/file/upload', ['jpg', 'png'], UPLOAD_MESSAGES.imageType],
    ['/file/uploadPdf', ['pdf'], UPLOAD_MESSAGES.pdfType],
  ];
  for (const [path, allowed, typeMessage] of routes) {
    app.post(path, { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request) => {
      requirePrincipal(request);
      const { bytes, type } = await receive(request, allowed, typeMessage);
      return ok(await sales.files.save(bytes, type), '上传成功');
    });
  }

  // The error sheet of an insured-list upload (sales/insured-sheet.ts), for the caller who uploaded it.
  app.get('/file/errorSheet/:id', { schema: { params: errorSheetParams } }, async (request, reply) => {
    const sheet = await readErrorSheet(sales, requirePrincipal(request), request.params.id);
    return reply.type(XLSX_TYPE).header('Content-Disposition', 'attachment; filename="errors.xlsx"').send(sheet);
  });
};
