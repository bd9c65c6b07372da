import { SIGNED_RISK_NOTICE } from '../../../domain/api/order-files';
import type { RiskAssessmentAnswer, RiskCheckAnswer, VerifyStateRequest } from '../../../domain/api/risk';
import type { ProductConfig } from '../../../domain/catalog';
import { assessRisk, type RiskAssessment, type RiskFacts, riskReasonText } from '../../../domain/rules';
import { underwritingRulesOf } from '../../catalog/underwriting';
import type { SalesContext } from '../../sales/context';
import type { OrderRow } from '../../sales/orders';
import { requireProduct } from '../../sales/products';

/** The largest sum one person is insured for under a plan; property plans use the sums chosen when given. */
function sumPerPersonFen(product: ProductConfig, planCode: string | undefined, chosen?: Record<string, number>): number {
  const plan = product.plans.find((candidate) => candidate.planCode === planCode) ?? product.plans[0]!;
  const sums = plan.duties.map((duty) => chosen?.[duty.dutyCode] ?? duty.sumInsuredFen);
  return Math.max(0, ...sums);
}

export function toAnswer(assessment: RiskAssessment, insuredCount: number): RiskAssessmentAnswer {
  return {
    level: assessment.level,
    flags: assessment.flags,
    reasons: assessment.reasons.map((reason) => ({ ...reason, text: riskReasonText(reason) })),
    highRiskCount: assessment.highRiskCount,
    insuredCount,
  };
}

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

/** A saved order's risk under its product's rules, from its insured people and plan. */
export async function assessOrder(ctx: SalesContext, order: OrderRow): Promise<RiskAssessmentAnswer> {
  const product = requireProduct(order.product_code);
  const insureds = await ctx.db.selectFrom('order_insured').select('occupation_level').where('order_id', '=', order.id).execute();
  const facts: RiskFacts = {
    insuredCount: insureds.length,
    occupationLevels: insureds.map((insured) => (insured.occupation_level ? Number(insured.occupation_level) : undefined)),
    sumPerPersonFen: sumPerPersonFen(product, order.plan_code),
  };
  return toAnswer(assessRisk(underwritingRulesOf(product), facts), facts.insuredCount);
}

/** Where the order's underwriting stands: its risk (stored with the order), the signed notice and its seal. */
export async function riskCheckOf(ctx: SalesContext, order: OrderRow, stage?: 'accepted' | 'declined'): Promise<RiskCheckAnswer> {
  const assessment = await assessOrder(ctx, order);
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
