import type { AnalysedImage } from '../../domain/api/ocr';
import type { SaveOrderData } from '../../domain/api/order';
import { isSuccess, resolveUrl } from './http-rules';
import { NetworkDown, type QueueTransport, Refused } from './offline-queue';

/** Plain base64 of a photo, in any context (the service worker has no FileReader guarantee). */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

interface Envelope {
  returnCode?: string | number;
  returnMsg?: string;
  content?: unknown;
  data?: unknown;
}

/**
 * The queue's calls over fetch, the same in the page and the service worker. No answer, a 5xx, 409 (the first
 * send of the same key is still working) or 429 mean "later"; any other refusal fails the job with its message.
 */
export function fetchTransport(fetcher: typeof fetch = (input, init) => fetch(input, init)): QueueTransport {
  const post = async (url: string, body: unknown, headers: Record<string, string>): Promise<Envelope> => {
    let response: Response;
    try {
      response = await fetcher(resolveUrl(url), { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    } catch {
      throw new NetworkDown();
    }
    if (response.status >= 500 || response.status === 409 || response.status === 429) throw new Error(`answered ${response.status}, later`);
    const answer = (await response.json().catch(() => ({}))) as Envelope;
    if (!isSuccess(url, answer)) throw new Refused(answer.returnMsg || `HTTP ${response.status}`);
    return answer;
  };
  return {
    recognise: async (job) => {
      const images = [{ imageBase64: await blobToBase64(job.photo), imageType: job.imageType, index: 0 }];
      const answer = await post('/certificate/analysisImages', images, { 'Idempotency-Key': job.key });
      return (answer.content as AnalysedImage[])[0];
    },
    save: async (job, payload) => (await post(job.path, payload, { ...job.headers, 'Idempotency-Key': job.key })).data as SaveOrderData,
  };
}
