import type { AnalysedImage, AnalysisImage } from '../../../../domain/api/ocr';
import { http } from '../../../lib/api/client';

/** POST /certificate/analysisImages; the dialog shows a refusal's message itself, in its "提示" modal. */
export async function recogniseImages(images: AnalysisImage[], signal?: AbortSignal): Promise<AnalysedImage[]> {
  const response = await http.post<AnalysedImage[]>('/certificate/analysisImages', images, { silent: true, ...(signal && { signal }) });
  return response.content;
}
