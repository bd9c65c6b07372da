import type { OrderQuotation, OrderUnderwriting } from '../../../domain/api/sales-options';
import { maskIdNumber, maskName } from '../../../domain/privacy/mask';
import type { SalesContext } from '../../sales/context';
import { effectiveStatus, orderDetails, type OrderRow } from '../../sales/orders';

/** The premium of an order, insured by insured, as the quotation the agent shows the customer. */
export async function orderQuotation(ctx: SalesContext, order: OrderRow): Promise<OrderQuotation> {
  const insureds = await ctx.db
    .selectFrom('order_insured')
    .select(['seq', 'name', 'id_number_enc', 'premium_fen'])
    .where('order_id', '=', order.id)
    .orderBy('seq')
    .execute();
  return {
    policyId: order.id,
    productCode: order.product_code,
    productName: orderDetails(order).productName,
    planCode: order.plan_code,
    startDate: order.start_date,
    endDate: order.end_date,
    totalPremiumFen: Number(order.premium_fen),
    insureds: insureds.map((insured) => ({
      seq: insured.seq,
      name: maskName(insured.name),
      idNumber: maskIdNumber(ctx.sensitive.decrypt(insured.id_number_enc)),
      premiumFen: Number(insured.premium_fen),
    })),
  };
}

/** Where an order stands on its way to a policy: payable until it expires, then issued once paid. */
export async function orderUnderwriting(ctx: SalesContext, order: OrderRow, now = new Date()): Promise<OrderUnderwriting> {
  const policy = await ctx.db.selectFrom('policy').select('policy_no').where('order_id', '=', order.id).executeTakeFirst();
  const status = effectiveStatus(order, now);
  return { policyId: order.id, status, payable: status === 'unpaid', policyNo: policy?.policy_no ?? null, expiresAt: new Date(order.expires_at).toISOString() };
}
