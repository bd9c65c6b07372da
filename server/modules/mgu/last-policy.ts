import type { MguLastPolicy } from '../../../domain/api/mgu';
import type { SalesContext } from '../../sales/context';
import { mguProducts } from './template';

/** The agent's latest MGU order (of one product, if named): its holder and plan start the next list. */
export async function lastMguPolicy(ctx: SalesContext, agentId: string, productCode?: string): Promise<MguLastPolicy | null> {
  const codes = mguProducts()
    .map((product) => product.code)
    .filter((code) => !productCode || code === productCode);
  if (codes.length === 0) return null;
  const order = await ctx.db
    .selectFrom('sales_order')
    .select(['id', 'product_code', 'plan_code', 'start_date', 'holder_type', 'holder_name', 'holder_id_type', 'holder_id_number_enc', 'holder_phone_enc', 'holder_email_enc', 'holder_address'])
    .where('agent_id', '=', agentId)
    .where('product_code', 'in', codes)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!order) return null;
  // The agent typed these for this customer; they go back to that agent only.
  return {
    policyId: order.id,
    productCode: order.product_code,
    planCode: order.plan_code,
    startDate: order.start_date,
    holder: {
      holderType: order.holder_type === 'I' ? 'I' : 'C',
      holderName: order.holder_name,
      holderIdType: order.holder_id_type,
      holderIdNumber: ctx.sensitive.decrypt(order.holder_id_number_enc),
      holderPhone: ctx.sensitive.decrypt(order.holder_phone_enc),
      ...(order.holder_email_enc && { holderEmail: ctx.sensitive.decrypt(order.holder_email_enc) }),
      ...(order.holder_address && { holderAddress: order.holder_address }),
    },
  };
}
