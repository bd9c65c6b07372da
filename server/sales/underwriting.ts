import type { Kysely, Transaction } from 'kysely';
import { type RiskAssessmentAnswer, UNDERWRITING_REFUSED } from '../../domain/api/risk';
import type { ProductConfig } from '../../domain/catalog';
import { assessRisk, type RiskAssessment, type RiskFacts, riskReasonText } from '../../domain/rules';
import { underwritingRulesOf } from '../catalog/underwriting';
import type { DB } from '../db/schema';
import { AppError } from '../lib/envelope';
import type { OrderRow } from './orders';
import { requireProduct } from './products';

type Executor = Kysely<DB> | Transaction<DB>;

/** The largest sum one person is insured for under a plan; property plans use the sums chosen when given. */
export function sumPerPersonFen(product: ProductConfig, planCode: string | undefined, chosen?: Record<string, number>): number {
  const plan = product.plans.find((candidate) => candidate.planCode === planCode) ?? product.plans[0]!;
  return Math.max(0, ...plan.duties.map((duty) => chosen?.[duty.dutyCode] ?? duty.sumInsuredFen));
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

/** A saved order's risk under its product's rules, from its insured people and plan. */
export async function assessOrder(db: Executor, order: OrderRow): Promise<RiskAssessmentAnswer> {
  const product = requireProduct(order.product_code);
  const insureds = await db.selectFrom('order_insured').select('occupation_level').where('order_id', '=', order.id).execute();
  const facts: RiskFacts = {
    insuredCount: insureds.length,
    occupationLevels: insureds.map((insured) => (insured.occupation_level ? Number(insured.occupation_level) : undefined)),
    sumPerPersonFen: sumPerPersonFen(product, order.plan_code),
  };
  return toAnswer(assessRisk(underwritingRulesOf(product), facts), facts.insuredCount);
}

/**
 * Payment takes no money for an order the insurer would decline, nor for one whose sealed risk notice the
 * rules ask for before it was underwritten (payBeforeUnderwriting accepted it).
 */
export async function requireUnderwritten(db: Executor, order: OrderRow): Promise<void> {
  if (order.status !== 'unpaid') return;
  const { level } = await assessOrder(db, order);
  if (level === 'refuse') throw new AppError(UNDERWRITING_REFUSED.declined, {
    zh: '该单超出承保范围，无法投保',
    en: 'This application is outside the cover we can offer and cannot be accepted.',
  });
  if (level !== 'upload') return;
  const decided = await db.selectFrom('order_underwriting').select('stage').where('order_id', '=', order.id).executeTakeFirst();
  if (decided?.stage !== 'accepted') throw new AppError(UNDERWRITING_REFUSED.noticeMissing, {
    zh: '请先上传已签字并加盖公章的风险告知书，核保通过后再支付',
    en: 'Please upload the risk notice, signed and stamped with the company seal; pay after underwriting approves it.',
  });
}
