import type { SalesContext } from '../../sales/context';
import { invoiceVoidedMessage, orderLanguage, tellCustomer } from '../../sales/customer-texts';
import type { BookScope } from '../../sales/scope';
import { keptPremiumFen } from '../../sales/premium-in-force';
import { issuedInvoice } from './repository';
import { issueInvoice, voidInvoice } from './service';

/**
 * After what the holder paid for a policy changes (an endorsement charged or refunded, the policy ended with a
 * refund), its invoice follows: the one on file is voided and, while anything stays paid, one for what does is
 * issued with the same details, recorded as asked by whoever asked for the first, and e-mailed to the same address.
 */
export async function settleInvoice(ctx: SalesContext, policyNo: string, now: Date): Promise<void> {
  const current = await issuedInvoice(ctx.db, policyNo);
  if (!current) return;
  const order = await ctx.db.selectFrom('sales_order as o').innerJoin('policy as p', 'p.order_id', 'o.id').selectAll('o').where('p.policy_no', '=', policyNo).executeTakeFirstOrThrow();
  const amountFen = await keptPremiumFen(ctx.db, policyNo);
  if (amountFen === Number(current.amount_fen)) return;
  const email = ctx.sensitive.decrypt(current.email_enc);
  if (amountFen <= 0) {
    await ctx.db.transaction().execute(async (trx) => {
      // Another run (or the agent) may have replaced it meanwhile.
      if ((await issuedInvoice(trx, policyNo, true))?.invoice_no !== current.invoice_no) return;
      await voidInvoice(trx, ctx, current.invoice_no, 'refunded', now);
      await tellCustomer(trx, ctx.sensitive, { email, policyNo }, invoiceVoidedMessage(orderLanguage(order), { title: current.title, policyNo, invoiceNo: current.invoice_no }));
    });
    return;
  }
  const scope: BookScope = current.requested_by.startsWith('agent:')
    ? { kind: 'agent', agentId: current.requested_by.slice('agent:'.length) }
    : { kind: 'holder', by: 'idNumber', index: order.holder_id_number_bidx };
  const request = {
    policyId: policyNo,
    title: current.title,
    taxpayerType: current.taxpayer_type,
    taxNumber: current.tax_number ?? undefined,
    billingType: current.billing_type,
    bankName: current.bank_name ?? undefined,
    bankAccount: current.bank_account ?? undefined,
    companyAddress: current.company_address ?? undefined,
    companyPhone: current.company_phone ?? undefined,
    email,
  };
  // Keyed by the invoice it replaces: a job run twice replaces it once.
  await issueInvoice(ctx, scope, { replacing: current.invoice_no }, request, `settle:${current.invoice_no}`, now);
}
