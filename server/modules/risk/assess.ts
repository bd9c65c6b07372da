import { SIGNED_RISK_NOTICE } from '../../../domain/api/order-files';
import type { RiskAssessmentAnswer, RiskCheckAnswer, VerifyStateRequest } from '../../../domain/api/risk';
import { assessRisk, type RiskFacts } from '../../../domain/rules';
import { underwritingRulesOf } from '../../catalog/underwriting';
import type { SalesContext } from '../../sales/context';
import type { OrderRow } from '../../sales/orders';
import { requireProduct } from '../../sales/products';
import { assessOrder, sumPerPersonFen, toAnswer } from '../../sales/underwriting';

/** An application's risk before it is saved (the page asks while the list is filled in). */
export function assessApplication(request: VerifyStateRequest & { productCode: string }): RiskAssessmentAnswer {
  const product = requireProduct(request.productCode);
  const levels = request.occupationLevels ?? [];
  const facts: RiskFacts = {
    insuredCount: levels.length,
    occupationLevels: levels.map((level) => (level > 0 ? level : undefined)),
    sumPerPersonFen: sumPerPersonFen(product, request.planCode, request.sumsInsuredFen),
  };
  return toAnswer(assessRisk(underwritingRulesOf(product), facts), facts.insuredCount);
}

/** Where the order's underwriting stands: its risk (stored with the order), the signed notice and its seal. */
export async function riskCheckOf(ctx: SalesContext, order: OrderRow, stage?: 'accepted' | 'declined'): Promise<RiskCheckAnswer> {
  const assessment = await assessOrder(ctx.db, order);
  const row = {
    order_id: order.id,
    level: assessment.level,
    flags: JSON.stringify(assessment.flags),
    reasons: JSON.stringify(assessment.reasons),
    stage: stage ?? ('assessed' as const),
    updated_at: new Date(),
  };
  const stored = await ctx.db
    .insertInto('order_underwriting')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('order_id').doUpdateSet({ level: row.level, flags: row.flags, reasons: row.reasons, updated_at: row.updated_at, ...(stage && { stage }) }),
    )
    .returning('stage')
    .executeTakeFirstOrThrow();
  const notices = await ctx.db.selectFrom('order_file').select('seal_found').where('order_id', '=', order.id).where('file_type', '=', SIGNED_RISK_NOTICE).execute();
  return {
    ...assessment,
    policyId: order.id,
    stage: stored.stage,
    noticeRequired: assessment.flags.riskNotifyFlag === '1',
    uploadRequired: assessment.flags.riskUploadFlag === '1',
    signedNoticeUploaded: notices.length > 0,
    sealFound: notices.some((notice) => notice.seal_found === true),
  };
}
