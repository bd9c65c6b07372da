// Runs in the OCR worker thread: loads the models once, then reads each photo the engine hands over.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PaddlePipeline } from './paddle';
import { readPhoto, UnreadableImageError } from './photo';
import type { OcrLine, ReadOptions } from './types';

export interface OcrJob {
  id: number;
  image: Uint8Array;
  options: ReadOptions;
}

export type OcrJobAnswer = { id: number; lines: OcrLine[] } | { id: number; unreadable: true } | { id: number; failure: string };

const port = parentPort;
if (!port) throw new Error('ocr-job runs in a worker thread');
const { maxSide } = workerData as { maxSide: number };

/** Niceness of this thread: on two shared cores the request thread gets the CPU first, the photos what is left. */
export const OCR_THREAD_NICENESS = 10;
// On Linux a thread is its own task: priority 0 names this thread alone (elsewhere it would be the whole process).
if (process.platform === 'linux') setPriority(0, OCR_THREAD_NICENESS);

try {
  const pipeline = await PaddlePipeline.load();
  port.on('message', async ({ id, image, options }: OcrJob) => {
    try {
      port.postMessage({ id, lines: await readPhoto(pipeline, image, options, maxSide) } satisfies OcrJobAnswer);
    } catch (error) {
      port.postMessage((error instanceof UnreadableImageError ? { id, unreadable: true } : { id, failure: String(error) }) satisfies OcrJobAnswer);
    }
  });
  port.postMessage('ready');
} catch (error) {
  // Models that fail to load end the thread: the engine starts a new one for the next photo.
  console.error('OCR models failed to load', error);
  process.exit(1);
}
