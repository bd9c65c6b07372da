import { PHOTO_LIMITS } from './photo-limits';

/** The worker loads this copy of the library (scripts/vendor-files.ts), never a CDN: blocked in China and by our CSP. */
const COMPRESSION_LIB_URL = `${import.meta.env.BASE_URL}vendor/browser-image-compression.js`;

/** Shrinks a phone photo to a JPEG in a web worker; `onProgress` gets 0-100; rejects when `signal` aborts. */
export async function compressPhoto(file: File, options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {}): Promise<File> {
  // The library (20 KB gzip) loads with the first photo, not with the page that offers the camera.
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    ...PHOTO_LIMITS,
    useWebWorker: true,
    libURL: COMPRESSION_LIB_URL,
    onProgress: options.onProgress,
    signal: options.signal,
  });
}

/** The file as plain base64 (what /certificate/analysisImages takes). */
export function toBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
