import type { BatchList } from '../../../domain/api/endorsement';
import type { SalesContext } from '../../sales/context';
import type { BookScope } from '../../sales/scope';
import { requireInScope } from '../policy-manage';
import { batchesOfPolicy } from './repository';
import { batchAnswer, requireBatch } from './service';

/** getBatchInfoByPolicyNo: the policy's batches, newest first (by policy number or order id). */
export async function batchesOfPolicyNo(ctx: SalesContext, scope: BookScope, policyId: string): Promise<BatchList> {
  const row = await requireInScope(ctx, scope, policyId);
  if (!row.policy_no) return { list: [] };
  const batches = await batchesOfPolicy(ctx.db, scope, row.policy_no);
  return { list: batches.map((batch) => batchAnswer(batch, [])).map(({ lines: _lines, ...summary }) => summary) };
}

/** The endorsement PDF of an applied batch, for whoever may see the policy; undefined until it exists. */
export async function endorsementPdf(ctx: SalesContext, scope: BookScope, batchId: string) {
  const batch = await requireBatch(ctx, scope, batchId).catch(() => undefined);
  if (!batch?.pdf_key || !batch.endorsement_no) return undefined;
  return { endorsementNo: batch.endorsement_no, pdf: await ctx.files.read(batch.pdf_key) };
}
