import type { PaddlePipeline, Photo } from './paddle';
import type { OcrLine, Point, ReadOptions, Region } from './types';

/** The bytes are not an image the engine can decode (or one too large to decode safely). */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('unreadable image', { cause });
    this.name = 'UnreadableImageError';
  }
}

// A 12-megapixel phone photo is 12e6 pixels; anything far larger is a decompression bomb, not a photo.
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The photo upright (EXIF) and cropped, decoded only as views of the size each step needs; `frame` scales its
 * pixels to the frame boxes are reported in (the whole photo scaled to fit maxSide; a crop's own pixels).
 */
async function open(image: Uint8Array, maxSide: number, crop?: Region): Promise<{ photo: Photo; frame: number }> {
  const { default: sharp } = await import('sharp');
  try {
    const { width = 0, height = 0, orientation = 1 } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const [w, h] = orientation >= 5 ? [height, width] : [width, height];
    const frame = Math.min(1, maxSide / Math.max(w, h));
    // The crop is in the frame of an uncropped read: back to the photo's own pixels, kept inside it.
    const left = crop ? Math.max(0, Math.floor(crop.left / frame)) : 0;
    const top = crop ? Math.max(0, Math.floor(crop.top / frame)) : 0;
    const area = crop
      ? { left, top, width: Math.min(w - left, Math.ceil(crop.width / frame)), height: Math.min(h - top, Math.ceil(crop.height / frame)) }
      : { left, top, width: w, height: h };
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

/**
 * The lines of a photo (JPEG or PNG bytes), boxes in the frame of the whole photo scaled to fit `maxSide` (a
 * crop's in its own pixels). Detection runs on the photo scaled to `detectSide`, by default maxSide itself.
 */
export async function readPhoto(pipeline: PaddlePipeline, image: Uint8Array, options: ReadOptions, maxSide: number): Promise<OcrLine[]> {
  const { photo, frame } = await open(image, maxSide, options.crop);
  // A crop is a thin band: half as long again as a whole photo's side still costs less, enlarged at most twice.
  const detectSide = options.detectSide ?? (options.crop ? Math.min(1.5 * maxSide, 2 * Math.max(photo.width, photo.height)) : maxSide);
  const lines = await pipeline.read(photo, { detectSide, rows: options.rows });
  return lines.map((line) => ({ ...line, box: line.box.map(([x, y]): Point => [x * frame, y * frame]) }));
}
