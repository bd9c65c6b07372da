import { wantsInvoice } from '../../../domain/api/order';
import { invoiceRequest } from '../../../domain/api/invoice';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { issueInvoice, usccOrNull } from './service';

/**
 * The invoice the customer asked for when applying ("需要发票"), issued once the policy is and e-mailed to the holder
 * like any other. A wish the rules refuse or that lacks something (no e-mail on the order; a special invoice, whose
 * bank details the application does not take) is left to the agent, whose invoice form starts from it.
 */
export async function issueWishedInvoice(ctx: SalesContext, orderId: string, now: Date): Promise<void> {
  const order = await ctx.db
    .selectFrom('sales_order as o')
    .innerJoin('policy as p', 'p.order_id', 'o.id')
    .select(['o.holder_id_number_bidx', 'o.invoice', 'o.holder_type', 'o.holder_id_number_enc', 'p.policy_no'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!order || !wantsInvoice(order.invoice)) return;
  const wish = order.invoice;
  const company = wish.taxpayerType === 'company';
  const request = invoiceRequest.safeParse({
    policyId: order.policy_no,
    title: wish.title,
    taxpayerType: company ? 'company' : 'person',
    // A company holder's own credit code, when the wish left it out.
    taxNumber: company ? (wish.taxNumber ?? (order.holder_type === 'C' ? usccOrNull(ctx.sensitive.decrypt(order.holder_id_number_enc)) : null) ?? undefined) : undefined,
    billingType: wish.billingType === 'special' ? 'special' : 'normal',
  });
  if (!request.success) return;
  try {
    // Asked for by the holder, and recorded so; it goes to the holder's e-mail on the order.
    await issueInvoice(ctx, { kind: 'holder', by: 'idNumber', index: order.holder_id_number_bidx }, 'apply', request.data, `wish:${orderId}`, now);
  } catch (error) {
    // Refused by the invoice rules (the title is not the holder's, an invoice already issued): the agent sees the wish.
    if (!(error instanceof AppError)) throw error;
  }
}
