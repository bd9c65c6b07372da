import { isVoided } from '../../../domain/rules/policy-standing';
import type { SalesContext } from '../../sales/context';
import { loadOrder } from '../../sales/orders';
import { renderPolicyPdf } from './issue-policy';
import type { PolicyFile } from './repository';
import { standingOf } from '../../sales/policy-standing';

const VOID_LABELS = { cancelled: '已注销 VOID', surrendered: '已退保 VOID' } as const;

/** The e-policy as stored, or re-rendered with a void stamp on every page once cancelled or surrendered. */
export async function policyPdf(ctx: SalesContext, policy: PolicyFile): Promise<Buffer> {
  const standing = standingOf(policy);
  if (!isVoided(standing)) return ctx.files.read(policy.pdf_key);
  const order = await loadOrder(ctx.db, policy.order_id);
  if (!order) throw new Error(`order ${policy.order_id} of policy ${policy.policy_no} is missing`);
  const { pdf } = await renderPolicyPdf(ctx, order, policy.policy_no, new Date(policy.issued_at), { label: VOID_LABELS[standing.state], date: standing.on });
  return pdf;
}
