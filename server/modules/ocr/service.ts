import {
  type AnalysedImage,
  type AnalysisImage,
  MAX_OCR_PIXELS_PER_REQUEST,
  OCR_ERROR_MESSAGES,
  type OcrErrorCode,
} from '../../../domain/api/ocr';
import { type OcrEngine, type OcrLine, QueueFullError, type ReadOptions, UnreadableImageError } from '../../adapters/ocr';
import { sniffFileType } from '../../adapters/storage';
import { AppError } from '../../lib/envelope';
import { ID_CARD_READ, readIdCard } from './id-card';
import { mrzRegion, readPassport } from './passport';

const DATA_URL_PREFIX = /^data:[\w/+.-]+;base64,/;

/** The bytes when they are a JPEG or PNG (by their magic bytes), else null. */
export function asImage(bytes: Buffer): Buffer | null {
  const type = sniffFileType(bytes);
  return type === 'jpg' || type === 'png' ? bytes : null;
}

/** The bytes of a base64 image (plain or a data: URL), or null when they are not a JPEG or PNG. */
export function decodeImage(base64: string): Buffer | null {
  return asImage(Buffer.from(base64.replace(DATA_URL_PREFIX, ''), 'base64'));
}

/** Reads a photo; what went wrong becomes the photo's error code instead of failing the whole request. */
export async function readLines(engine: OcrEngine, image: Buffer, options?: ReadOptions): Promise<OcrLine[] | OcrErrorCode> {
  try {
    return await engine.read(image, options);
  } catch (error) {
    if (error instanceof QueueFullError) return 'BUSY';
    if (error instanceof UnreadableImageError) return 'IMAGE_UNREADABLE';
    throw error;
  }
}

function failed(item: AnalysisImage, code: OcrErrorCode): AnalysedImage {
  return { index: item.index, imageType: item.imageType, error_code: code, error_msg: OCR_ERROR_MESSAGES[code] };
}

/** A passport whose MRZ did not check out from the whole photo gets its MRZ read once more, cropped and finer. */
async function readPassportCloser(engine: OcrEngine, image: Buffer, lines: OcrLine[], caller: string) {
  const first = readPassport(lines);
  const crop = 'error' in first ? mrzRegion(lines) : null;
  if (!crop) return first;
  const closer = await readLines(engine, image, { crop, caller });
  return typeof closer === 'string' ? first : readPassport(lines, closer);
}

async function analyseOne(engine: OcrEngine, item: AnalysisImage, caller: string): Promise<AnalysedImage> {
  const image = decodeImage(item.imageBase64);
  if (!image) return failed(item, 'IMAGE_UNREADABLE');
  const lines = await readLines(engine, image, item.imageType === 'face' ? { ...ID_CARD_READ, caller } : { caller });
  if (typeof lines === 'string') return failed(item, lines);
  const reading = item.imageType === 'face' ? readIdCard(lines) : await readPassportCloser(engine, image, lines, caller);
  if ('error' in reading) return failed(item, reading.error);
  return {
    index: item.index,
    imageType: item.imageType,
    imageInfo: reading.info,
    ...(reading.corrected.length ? { corrected: reading.corrected } : {}),
  };
}

/** The pixels a photo claims in its header (nothing is decoded); 0 when unreadable. */
async function pixelsOf(base64: string): Promise<number> {
  const image = decodeImage(base64);
  if (!image) return 0;
  // Loaded on first use, not at start (about 20 MB resident).
  const { default: sharp } = await import('sharp');
  const { width = 0, height = 0 } = await sharp(image).metadata().catch(() => ({ width: 0, height: 0 }));
  return width * height;
}

/**
 * Every photo of the request answered, in order; the engine's queue decides how many are read at once. A request
 * whose photos together exceed the pixel budget is refused before any is read.
 */
export async function analyseImages(engine: OcrEngine, items: readonly AnalysisImage[], caller = ''): Promise<AnalysedImage[]> {
  const pixels = (await Promise.all(items.map((item) => pixelsOf(item.imageBase64)))).reduce((sum, n) => sum + n, 0);
  if (pixels > MAX_OCR_PIXELS_PER_REQUEST) {
    throw new AppError('400', {
      zh: `图片总像素过大（最多${MAX_OCR_PIXELS_PER_REQUEST / 1_000_000}百万像素），请分批识别或压缩后重试`,
      en: `The pictures are too large (at most ${MAX_OCR_PIXELS_PER_REQUEST / 1_000_000} megapixels in all); send them in smaller batches or compress them and try again.`,
    }, 400);
  }
  return Promise.all(items.map((item) => analyseOne(engine, item, caller)));
}
