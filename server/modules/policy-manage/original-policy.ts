import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import type { BookScope } from '../../sales/scope';
import { requireInScope } from './service';

/** exportOriginalPolicy: the e-policy PDF as issued. */
export async function originalPolicy(ctx: SalesContext, scope: BookScope, policyId: string): Promise<{ policyNo: string; pdf: Buffer }> {
  const row = await requireInScope(ctx, scope, policyId, 404);
  if (!row.policy_no || !row.pdf_key) throw new AppError('1067', { zh: '保单尚未生成，暂无电子保单', en: 'The policy has not been issued yet, so there is no e-policy.' }, 404);
  return { policyNo: row.policy_no, pdf: await ctx.files.read(row.pdf_key) };
}
