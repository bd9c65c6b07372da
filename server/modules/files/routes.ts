import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_FIELD, UPLOAD_MESSAGES } from '../../../domain/api/files';
import type { LocalText } from '../../../domain/catalog/text';
import { fileTypesAnswer, ORDER_FILE_TYPES, type OrderFileType, saveCertificateImgRequest } from '../../../domain/api/order-files';
import { errorSheetParams } from '../../../domain/api/sheet';
import { MAX_UPLOAD_BYTES } from '../../../domain/validators';
import { FileNotFoundError, type FileType, sniffFileType } from '../../adapters/storage';
import { AppError, answers, ok } from '../../lib/envelope';
import { requireAgent, requirePrincipal } from '../../plugins/auth';
import type { ModuleDeps } from '../../sales/deps';
import { readErrorSheet, XLSX_TYPE } from '../../sales/insured-sheet';
import { recordOrderFile, requireFilingOrder } from './order-files';
import { receiveUploads } from './receive';

interface UploadRoute {
  path: string;
  /** Sent with a policyId, the file is filed with that order under this type. */
  fileType?: OrderFileType;
  allowed: readonly FileType[];
  typeMessage: LocalText;
}

const typeMessageOf = (allowed: readonly FileType[]) =>
  allowed.includes('pdf') ? (allowed.length === 1 ? UPLOAD_MESSAGES.pdfType : UPLOAD_MESSAGES.documentType) : UPLOAD_MESSAGES.imageType;

/** Every upload call of portal-spec 7 ("Files"): one handler, the differences as data (the file types' table). */
const UPLOADS: readonly UploadRoute[] = [
  { path: '/file/upload', allowed: ['jpg', 'png'], typeMessage: UPLOAD_MESSAGES.imageType },
  ...Object.entries(ORDER_FILE_TYPES).flatMap(([fileType, kind]) =>
    'uploadCall' in kind ? [{ path: kind.uploadCall, fileType: fileType as OrderFileType, allowed: kind.accept, typeMessage: typeMessageOf(kind.accept) }] : [],
  ),
];

/**
 * The upload calls answer the stored file's path (encrypted at rest); only a signed-in agent or policyholder may
 * store files, as anonymous callers could fill the disk. Sent with a policyId, the file is filed with that order.
 */
export const fileRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales }) => {
  // Multipart parsing lives only in this plugin; one byte over the limit is enough to know the file is too large.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 } });
  for (const upload of UPLOADS) {
    app.post(upload.path, { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request) => {
      const principal = requirePrincipal(request);
      const { files, fields } = await receiveUploads(request, { field: UPLOAD_FIELD, allowed: upload.allowed, typeMessage: upload.typeMessage, maxFiles: 1 });
      const order = upload.fileType && fields.policyId ? await requireFilingOrder(sales, principal, fields.policyId) : undefined;
      const [file] = files;
      const path = await sales.files.save(file!.bytes, file!.type);
      if (order && upload.fileType) await recordOrderFile(sales, { orderId: order.id, fileType: upload.fileType, path, uploadedBy: `agent:${order.agent_id}` });
      return ok(path, { zh: '上传成功', en: 'Uploaded.' });
    });
  }

  app.get('/file/queryFileTypes', { schema: { response: { 200: answers(fileTypesAnswer) } } }, async () =>
    ok(
      Object.entries(ORDER_FILE_TYPES)
        // Numeric-looking keys (10, 11) would come first in an object's order: the codes' order instead.
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([fileType, kind]) => ({
        fileType,
        name: kind.name.zh,
        enName: kind.name.en,
        accept: [...kind.accept],
        maxBytes: MAX_UPLOAD_BYTES - 1,
        ...('uploadCall' in kind && { uploadCall: kind.uploadCall }),
      })),
    ),
  );

  /** POST /api/policy/saveCertificateImg: files certificate photos (07 front, 08 back) uploaded before with orders. */
  app.post('/policy/saveCertificateImg', { schema: { body: saveCertificateImgRequest } }, async (request) => {
    const principal = requireAgent(request);
    for (const entry of request.body) {
      const order = await requireFilingOrder(sales, principal, entry.policyId);
      const type = await storedType(entry.filePath);
      if (type !== 'jpg' && type !== 'png') throw new AppError('9101', UPLOAD_MESSAGES.imageType);
      await recordOrderFile(sales, { orderId: order.id, fileType: entry.fileType, path: entry.filePath, uploadedBy: `agent:${principal.agentId}` });
    }
    return ok(request.body.length, { zh: '保存成功', en: 'Saved.' });
  });

  /** The type of a stored file by its bytes; a path the storage does not hold is refused. */
  async function storedType(path: string) {
    try {
      return sniffFileType(await sales.files.read(path));
    } catch (error) {
      if (error instanceof FileNotFoundError) throw new AppError('9102', { zh: `文件不存在：${path}`, en: `File not found: ${path}` });
      throw error;
    }
  }

  // The error sheet of an insured-list upload (sales/insured-sheet.ts), for the caller who uploaded it.
  app.get('/file/errorSheet/:id', { schema: { params: errorSheetParams } }, async (request, reply) => {
    const sheet = await readErrorSheet(sales, requirePrincipal(request), request.params.id);
    return reply.type(XLSX_TYPE).header('Content-Disposition', 'attachment; filename="errors.xlsx"').send(sheet);
  });
};
