import type { AnalysedImage, AnalysisImage } from '../../../domain/api/ocr';

/** An answer other than 00: its message is what the user sees (portal-spec 8). */
export class OcrRequestError extends Error {
  constructor(
    readonly returnCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'OcrRequestError';
  }
}

/**
 * POST /api/certificate/analysisImages. Kept to this one function so it can move onto the app's shared HTTP
 * client (token header, 401 handling, timeouts) without touching the dialog.
 */
export async function recogniseImages(images: AnalysisImage[], signal?: AbortSignal): Promise<AnalysedImage[]> {
  const response = await fetch('/api/certificate/analysisImages', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(images),
    credentials: 'same-origin',
    signal,
  });
  const body = (await response.json().catch(() => null)) as { returnCode?: string; returnMsg?: string; content?: AnalysedImage[] } | null;
  if (body?.returnCode !== '00' || !Array.isArray(body.content)) {
    throw new OcrRequestError(body?.returnCode ?? String(response.status), body?.returnMsg ?? `请求错误 ${response.status}`);
  }
  return body.content;
}
