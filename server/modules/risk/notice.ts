import { renderRiskNotice } from '../../adapters/pdf/risk-notice';
import { todayInBeijing } from '../../../domain/validators';
import { underwritingRuleTexts } from '../../../domain/rules';
import { underwritingRulesOf } from '../../catalog/underwriting';
import type { SalesContext } from '../../sales/context';
import type { OrderRow } from '../../sales/orders';
import { requireProduct } from '../../sales/products';
import { assessOrder } from '../../sales/underwriting';

function common(productCode: string) {
  const product = requireProduct(productCode);
  return { product, insurerName: product.insurer.name.zh, rules: underwritingRuleTexts(underwritingRulesOf(product)) };
}

/** The product's blank risk notice: its rules, and blanks for the holder to fill in. */
export async function blankRiskNotice(productCode: string): Promise<Buffer> {
  const { product, insurerName, rules } = common(productCode);
  return renderRiskNotice({ insurerName, productName: product.name.zh, reasons: [], rules, date: todayInBeijing() });
}

/** The order's risk notice: its holder, plan, headcount and the rules it reached. */
export async function orderRiskNotice(ctx: SalesContext, order: OrderRow): Promise<Buffer> {
  const { product, insurerName, rules } = common(order.product_code);
  const assessment = await assessOrder(ctx.db, order);
  return renderRiskNotice({
    insurerName,
    productName: product.name.zh,
    orderId: order.id,
    holderName: order.holder_name,
    planName: product.plans.find((plan) => plan.planCode === order.plan_code)?.planName.zh ?? order.plan_code,
    insuredCount: assessment.insuredCount,
    highRiskCount: assessment.highRiskCount,
    reasons: assessment.reasons.map((reason) => reason.text),
    rules,
    date: todayInBeijing(),
  });
}
