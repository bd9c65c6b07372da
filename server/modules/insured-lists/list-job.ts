import { parentPort } from 'node:worker_threads';
import type { InsuredListVariant } from '../../../domain/api/insured-list';
import type { LocalText } from '../../../domain/catalog/text';
import { AppError } from '../../lib/envelope';
import { errorSheetXlsx, readSheetRows } from '../../sales/insured-sheet';
import { requireOnSale } from '../../sales/products';
import { columnsOf, LIST_SHEET } from './list-columns';
import { readInsuredList } from './read-list';

export interface ListJob {
  bytes: Uint8Array;
  productCode: string;
  variant: InsuredListVariant;
  planCode?: string;
  referenceDate: string;
  existing: string[];
}

/** Reads and checks an uploaded list and writes its error sheet: the CPU-heavy part of an upload (about 1-3 s for 5,000 rows). */
export async function runListJob(job: ListJob) {
  const product = requireOnSale(job.productCode);
  const columns = columnsOf(product, job.variant);
  const bytes = Buffer.from(job.bytes);
  const rows = await readSheetRows(bytes, columns, LIST_SHEET);
  const reading = readInsuredList(rows, {
    product,
    ...(job.planCode && { planCode: job.planCode }),
    referenceDate: job.referenceDate,
    existing: new Set(job.existing),
  });
  const errorSheet = reading.problems.length > 0 ? await errorSheetXlsx(bytes, reading.problems, columns, LIST_SHEET) : undefined;
  return { rows, columns, reading, errorSheet };
}
export type ListJobResult = Awaited<ReturnType<typeof runListJob>>;

export type ListJobAnswer = { id: number; result: ListJobResult } | { id: number; refusal: { code: string; text: LocalText } } | { id: number; failure: string };

parentPort?.on('message', async ({ id, job }: { id: number; job: ListJob }) => {
  try {
    parentPort?.postMessage({ id, result: await runListJob(job) } satisfies ListJobAnswer);
  } catch (error) {
    // A refusal (not an xlsx, empty, too many rows) is the user's to fix; anything else fails the request.
    if (error instanceof AppError) parentPort?.postMessage({ id, refusal: { code: error.returnCode, text: error.text } } satisfies ListJobAnswer);
    else parentPort?.postMessage({ id, failure: error instanceof Error ? error.message : String(error) } satisfies ListJobAnswer);
  }
});
