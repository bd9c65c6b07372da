import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/envelope';
import type { ListJob, ListJobAnswer, ListJobResult } from './list-job';

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (result: ListJobResult) => void; reject: (error: Error) => void }>();

function failAll(error: Error): void {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
  worker = undefined;
}

/** One worker thread for the process, started at the first upload; it dies with the process (unref). */
function listWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./list-worker.mjs', import.meta.url));
  started.unref();
  started.on('message', (answer: ListJobAnswer) => {
    const pending = waiting.get(answer.id);
    if (!pending) return;
    waiting.delete(answer.id);
    // Buffers arrive as plain byte arrays from another thread.
    if ('result' in answer) pending.resolve({ ...answer.result, ...(answer.result.errorSheet && { errorSheet: Buffer.from(answer.result.errorSheet) }) });
    else if ('refusal' in answer) pending.reject(new AppError(answer.refusal.code, answer.refusal.text));
    else pending.reject(new Error(answer.failure));
  });
  started.on('error', failAll);
  started.on('exit', () => failAll(new Error('the insured-list worker stopped')));
  worker = started;
  return started;
}

/** Reads and checks a list off the request thread, so a 5,000-row sheet does not hold up other requests. */
export function readListOffThread(job: ListJob): Promise<ListJobResult> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    listWorker().postMessage({ id, job });
  });
}
