import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analysedImage, analysisImagesRequest, businessLicenceData, foodLicenceData, LICENCE_ERRORS, LICENCE_READ, licenceRequest } from '../../../domain/api/ocr';
import type { ModuleDeps } from '../../sales/deps';
import { type OcrEngine, type OcrLine, sharedOcrEngine } from '../../adapters/ocr';
import { type FileStorage, FileNotFoundError } from '../../adapters/storage';
import { AppError, answers, ok, sayingIn } from '../../lib/envelope';
import { idempotencyKeyOf, rememberedOnce } from '../../sales/idempotency';
import { readBusinessLicence, readFoodLicence } from './licence';
import { analyseImages, asImage, decodeImage, readLines } from './service';

// Order pages reached by a share link have no sign-in, so OCR is open to them and limited per address instead.
const OCR_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Whose photos these are, for the engine's turn-taking: the signed-in subject, else the address. */
const callerOf = (request: FastifyRequest): string => (request.principal ? `${request.principal.subjectType}:${request.principal.subjectId}` : `ip:${request.ip}`);

export interface OcrDeps {
  engine?: OcrEngine;
}

/**
 * POST /api/certificate/analysisImages: ID card fronts and passport data pages to people. With an Idempotency-Key
 * (a phone's offline queue sends one per photo) a repeat is answered from the first reading, marked as a replay.
 */
export const ocrRoutes: FastifyPluginAsyncZod<ModuleDeps & OcrDeps> = async (app, deps) => {
  const engine = deps.engine ?? sharedOcrEngine();
  const analysed = answers(z.array(analysedImage));
  app.post('/certificate/analysisImages', { schema: { body: analysisImagesRequest, response: { 200: analysed } }, config: OCR_RATE_LIMIT }, async (request, reply) => {
    const key = idempotencyKeyOf(request);
    const { answer, replayed } = await rememberedOnce(deps.database.db, 'ocr', key, request.body, () => analyseImages(engine, request.body, callerOf(request)));
    if (replayed) reply.header('Idempotent-Replayed', 'true');
    return ok(answer);
  });
};

async function licenceLines(engine: OcrEngine, storage: FileStorage, pictureUrl: string, caller: string): Promise<OcrLine[]> {
  let bytes: Buffer | null;
  if (pictureUrl.startsWith('data:')) {
    bytes = decodeImage(pictureUrl);
  } else {
    try {
      bytes = asImage(await storage.read(pictureUrl.replace(/^\//, '')));
    } catch (error) {
      if (error instanceof FileNotFoundError) throw licenceError('PICTURE_NOT_FOUND');
      throw error;
    }
  }
  if (!bytes) throw licenceError('IMAGE_UNREADABLE');
  const lines = await readLines(engine, bytes, { caller });
  if (typeof lines === 'string') throw licenceError(lines === 'BUSY' ? 'BUSY' : 'IMAGE_UNREADABLE');
  return lines;
}

function licenceError(reason: keyof typeof LICENCE_ERRORS): AppError {
  return new AppError(LICENCE_ERRORS[reason].code, LICENCE_ERRORS[reason].message);
}

const LICENCE_READ_TEXT = { zh: '识别成功', en: 'Read.' };

/** POST /api_xxpl/businessLicense and /api_xxpl/ocrFoodBlicense: a stored photo (or a data: URL) to company fields. */
export const licenceRoutes: FastifyPluginAsyncZod<ModuleDeps & OcrDeps> = async (app, deps) => {
  const engine = deps.engine ?? sharedOcrEngine();
  const readers = [
    { path: '/api_xxpl/businessLicense', read: readBusinessLicence, data: businessLicenceData },
    { path: '/api_xxpl/ocrFoodBlicense', read: readFoodLicence, data: foodLicenceData },
  ];
  for (const { path, read, data: schema } of readers) {
    const response = answers(z.null(), { code: LICENCE_READ, data: schema });
    app.post(path, { schema: { body: licenceRequest, response: { 200: response } }, config: OCR_RATE_LIMIT }, async (request) => {
      const reading = read(await licenceLines(engine, deps.sales.files, request.body.pictureUrl, callerOf(request)));
      if ('error' in reading) throw licenceError(reading.error);
      const data = reading.corrected ? { ...reading.data, CORRECTED_FIELDS: ['ENTERPRISE_TAXPAYER_REGISTER_ID'] } : reading.data;
      return sayingIn({ returnCode: LICENCE_READ, returnMsg: LICENCE_READ_TEXT.zh, content: null, data }, LICENCE_READ_TEXT);
    });
  }
};
