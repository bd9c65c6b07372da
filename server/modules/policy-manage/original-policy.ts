import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import type { BookScope } from '../../sales/scope';
import { findPolicyFile, policyPdf } from '../policies';
import { requireInScope } from './service';

const notIssued = () => new AppError('1067', { zh: '保单尚未生成，暂无电子保单', en: 'The policy has not been issued yet, so there is no e-policy.' }, 404);

/** exportOriginalPolicy: the e-policy PDF as issued, stamped void on every page once cancelled or surrendered. */
export async function originalPolicy(ctx: SalesContext, scope: BookScope, policyId: string): Promise<{ policyNo: string; pdf: Buffer }> {
  const row = await requireInScope(ctx, scope, policyId, 404);
  if (!row.policy_no || !row.pdf_key) throw notIssued();
  const file = await findPolicyFile(ctx.db, row.policy_no);
  if (!file) throw notIssued();
  return { policyNo: row.policy_no, pdf: await policyPdf(ctx, file) };
}
