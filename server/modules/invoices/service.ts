import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import type { EnterpriseBank, EnterpriseTicketInfo, enterpriseLookupRequest, InvoiceIssued, InvoiceRequest } from '../../../domain/api/invoice';
import { maskEmail } from '../../../domain/privacy/mask';
import { todayInBeijing } from '../../../domain/validators';
import { checkUscc } from '../../../domain/validators/uscc';
import { findProduct } from '../../catalog';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { invoiceMessage, orderLanguage, tellCustomer } from '../../sales/customer-texts';
import { idempotent } from '../../sales/idempotency';
import { keptPremiumFen } from '../../sales/premium-in-force';
import { orderDetails } from '../../sales/orders';
import { actorOf, type BookScope } from '../../sales/scope';
import { requireInScope } from '../policy-manage';
import { issuedInvoice, lastCompanyDetails, lastCompanyHolder, latestInvoice } from './repository';

type Request = z.output<typeof import('../../../domain/api/invoice').invoiceRequest>;

/** Invoices go only to the policyholder (storefront-spec 5): the title is the holder's name, a company title needs a company holder. */
function checkBuyer(order: { holder_type: string; holder_name: string; holder_id_number_enc: string }, request: Request, decrypt: (value: string) => string): void {
  if (request.title.replace(/\s+/g, '') !== order.holder_name.replace(/\s+/g, '')) throw new AppError('1072', {
    zh: '发票抬头须为投保人名称',
    en: 'The invoice title must be the policyholder\'s name.',
  });
  if (request.taxpayerType === 'company' && order.holder_type !== 'C') throw new AppError('1073', {
    zh: '企业发票抬头需投保人为企业',
    en: 'A company invoice title needs a company policyholder.',
  });
  if (request.taxpayerType === 'person' && order.holder_type === 'C') throw new AppError('1073', {
    zh: '企业投保人请选择企业纳税人并填写纳税人识别号',
    en: 'For a company policyholder, choose company taxpayer and enter the taxpayer ID.',
  });
  // A company holder registered with its credit code: the invoice carries that very code.
  const registered = order.holder_type === 'C' ? decrypt(order.holder_id_number_enc).toUpperCase() : '';
  if (request.taxNumber && registered.length === 18 && request.taxNumber.toUpperCase() !== registered) throw new AppError('1074', {
    zh: '纳税人识别号与投保人证件号码不一致',
    en: 'The taxpayer ID does not match the policyholder\'s ID number.',
  });
}

/**
 * applyInvoice (mode "apply") and reapplyInvoice (mode "reapply": voids the current invoice and issues anew; "replacing"
 * one invoice does so only while that one is current): the provider numbers and renders the invoice, and it goes to
 * the given address through the e-mail outbox.
 */
export async function issueInvoice(
  ctx: SalesContext,
  scope: BookScope,
  mode: 'apply' | 'reapply' | { replacing: string },
  request: Request,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<InvoiceIssued> {
  const order = await requireInScope(ctx, scope, request.policyId);
  const policyNo = order.policy_no;
  if (!policyNo) throw new AppError('1067', { zh: '保单尚未生成，暂不能开具发票', en: 'The policy has not been issued yet, so no invoice can be issued.' });
  if (order.policy_status === 'cancelled') throw new AppError('1075', { zh: '已注销的保单不开具发票', en: 'No invoice is issued for a cancelled policy.' });
  checkBuyer(order, request, ctx.sensitive.decrypt);
  const email = request.email ?? (order.holder_email_enc ? ctx.sensitive.decrypt(order.holder_email_enc) : undefined);
  if (!email) throw new AppError('1069', { zh: '请输入接收发票的邮箱', en: 'Please enter the e-mail address for the invoice.' });
  const { idempotencyKey: _key, ...input } = request;
  return idempotent(ctx.db, `invoice:${policyNo}`, idempotencyKey, { mode, ...input }, async (trx) => {
    const current = await issuedInvoice(trx, policyNo, true);
    if (mode === 'apply' && current) throw new AppError('1071', { zh: '该保单已开具发票，如需修改请重新开具', en: 'An invoice has already been issued for this policy; to change it, reissue it.' });
    if (mode !== 'apply' && !current) throw new AppError('1076', { zh: '该保单尚未开具发票', en: 'No invoice has been issued for this policy yet.' });
    // Replacing one invoice only: one issued meanwhile (by the agent, say) is already for the premium kept, and stays.
    if (typeof mode === 'object' && current && current.invoice_no !== mode.replacing) {
      return { invoiceNo: current.invoice_no, policyNo, amountFen: Number(current.amount_fen), emailMasked: current.email_masked, replaces: current.replaces_invoice_no };
    }
    const amountFen = await keptPremiumFen(trx, policyNo);
    if (amountFen <= 0) throw new AppError('1075', { zh: '保费已全额退还，不开具发票', en: 'The premium was refunded in full, so no invoice is issued.' });
    const product = findProduct(order.product_code);
    if (current) await voidInvoice(trx, ctx, current.invoice_no, 'reapply', now);
    const issued = await ctx.invoices.issue({
      policyNo,
      productName: orderDetails(order).productName,
      insurerName: product?.insurer.name.zh ?? '-',
      title: request.title,
      taxpayerType: request.taxpayerType,
      taxNumber: request.taxNumber?.toUpperCase() ?? null,
      billingType: request.billingType,
      bankName: request.bankName ?? null,
      bankAccount: request.bankAccount ?? null,
      companyAddress: request.companyAddress ?? null,
      companyPhone: request.companyPhone ?? null,
      amountFen,
      issuedOn: todayInBeijing(now),
    }, trx);
    const pdfKey = await ctx.files.save(issued.pdf, 'pdf');
    await trx
      .insertInto('invoice')
      .values({
        invoice_no: issued.invoiceNo,
        policy_no: policyNo,
        status: 'issued',
        title: request.title,
        taxpayer_type: request.taxpayerType,
        tax_number: request.taxNumber?.toUpperCase() ?? null,
        billing_type: request.billingType,
        bank_name: request.bankName ?? null,
        bank_account: request.bankAccount ?? null,
        company_address: request.companyAddress ?? null,
        company_phone: request.companyPhone ?? null,
        email_enc: ctx.sensitive.encrypt(email),
        email_masked: maskEmail(email),
        amount_fen: amountFen,
        pdf_key: pdfKey,
        requested_by: actorOf(scope),
        replaces_invoice_no: current?.invoice_no ?? null,
        created_at: now,
      })
      .execute();
    const voided = current ? { invoiceNo: current.invoice_no, amountFen: Number(current.amount_fen), premiumChanged: typeof mode === 'object' } : null;
    const message = invoiceMessage(orderLanguage(order), { title: request.title, policyNo, invoiceNo: issued.invoiceNo, amountFen, voided });
    await tellCustomer(trx, ctx.sensitive, { email, attachmentKey: pdfKey, policyNo }, message);
    return { invoiceNo: issued.invoiceNo, policyNo, amountFen, emailMasked: maskEmail(email), replaces: current?.invoice_no ?? null };
  });
}

/** Voids an invoice at the issuer and on file, in the caller's transaction. */
export async function voidInvoice(trx: Transaction<DB>, ctx: SalesContext, invoiceNo: string, reason: string, now: Date): Promise<void> {
  await ctx.invoices.void(invoiceNo, reason);
  await trx.updateTable('invoice').set({ status: 'voided', voided_at: now }).where('invoice_no', '=', invoiceNo).execute();
}

/** exportInvoice: the policy's current invoice (else its latest) as PDF. */
export async function invoicePdf(ctx: SalesContext, scope: BookScope, policyId: string): Promise<{ invoiceNo: string; pdf: Buffer }> {
  const order = await requireInScope(ctx, scope, policyId, 404);
  const invoice = order.policy_no ? ((await issuedInvoice(ctx.db, order.policy_no)) ?? (await latestInvoice(ctx.db, order.policy_no))) : undefined;
  if (!invoice) throw new AppError('1076', { zh: '该保单尚未开具发票', en: 'No invoice has been issued for this policy yet.' }, 404);
  return { invoiceNo: invoice.invoice_no, pdf: await ctx.files.read(invoice.pdf_key) };
}

type Lookup = z.output<typeof enterpriseLookupRequest>;

/** A holder's ID number when it is a credit code (a company holder's), else null. */
export const usccOrNull = (idNumber: string) => (checkUscc(idNumber).ok ? idNumber.toUpperCase() : null);

/** The company's last invoice in the scope; before its first, the company as policyholder (credit code, address, phone; no bank). */
async function companyDetails(ctx: SalesContext, scope: BookScope, lookup: Lookup) {
  const nameIndex = lookup.enterpriseName ? ctx.sensitive.blindIndex(lookup.enterpriseName) : undefined;
  const invoiced = await lastCompanyDetails(ctx.db, scope, { taxNumber: lookup.taxNumber, enterpriseNameIndex: nameIndex });
  if (invoiced) return invoiced;
  const holder = await lastCompanyHolder(ctx.db, scope, { nameIndex, idIndex: lookup.taxNumber ? ctx.sensitive.blindIndex(lookup.taxNumber) : undefined });
  const found = holder && {
    title: holder.holder_name,
    tax_number: usccOrNull(ctx.sensitive.decrypt(holder.holder_id_number_enc)),
    company_address: holder.holder_address,
    company_phone: ctx.sensitive.decrypt(holder.holder_phone_enc),
    bank_name: null,
    bank_account: null,
  };
  if (!found) throw new AppError('1077', { zh: '未找到该企业的开票信息，请手动填写', en: 'No invoicing details were found for this company; please fill them in.' });
  return found;
}

export async function enterpriseTicketInfo(ctx: SalesContext, scope: BookScope, lookup: Lookup): Promise<EnterpriseTicketInfo> {
  const found = await companyDetails(ctx, scope, lookup);
  return { title: found.title, taxNumber: found.tax_number, companyAddress: found.company_address, companyPhone: found.company_phone };
}

export async function enterpriseBank(ctx: SalesContext, scope: BookScope, lookup: Lookup): Promise<EnterpriseBank> {
  const found = await companyDetails(ctx, scope, lookup);
  return { title: found.title, bankName: found.bank_name, bankAccount: found.bank_account };
}

export type { InvoiceRequest };
