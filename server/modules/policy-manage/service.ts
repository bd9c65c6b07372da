import type {
  CancelQuote,
  CancelRequest,
  ChangeBankRequest,
  InsuredPage,
  InsuredPageRequest,
  PolicyActions,
  PolicyDetail,
  PolicyListPage,
  PolicyListRequest,
  PolicyResult,
} from '../../../domain/api/policy-manage';
import { findPlan } from '../../../domain/catalog';
import { maskEmail, maskIdNumber, maskName, maskPhone } from '../../../domain/privacy/mask';
import { type PolicyStanding, policyStanding, type StoredPolicyStatus } from '../../../domain/rules/policy-standing';
import { type PremiumChange, surrenderTerms } from '../../../domain/rules/travel-surrender';
import { todayInBeijing } from '../../../domain/validators';
import { findProduct, productNames } from '../../catalog';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { idempotent } from '../../sales/idempotency';
import { effectiveStatus, orderDetails } from '../../sales/orders';
import { actorOf, type BookScope } from '../../sales/scope';
import { terminatePolicy } from '../../sales/termination';
import { premiumChanges, premiumInForceFen } from '../../sales/premium-in-force';
import { closeTrades } from '../../sales/trades';
import {
  batchesOf,
  decodeCursor,
  encodeCursor,
  findInScope,
  idNumbersAfter,
  insuredCount,
  insuredsAfter,
  invoicesOf,
  paymentsOf,
  refundsOf,
  type ScopedOrder,
  searchPolicies,
} from './repository';

export const POLICY_NOT_FOUND = '1081';
/** One answer for "no such policy" and "not yours": policy numbers and order ids cannot be probed. */
export const notFound = (policyId: string, statusCode = 200) => new AppError(POLICY_NOT_FOUND, { zh: `保单不存在：${policyId}`, en: `Policy not found: ${policyId}` }, statusCode);
const ORDER_CANCELLED = '订单已注销';
const GROUP_TYPES = new Set(['group-accident', 'group-property', 'medical']);

interface StandingColumns {
  policy_status: string | null;
  start_date: string;
  end_date: string;
  terminated_on: string | null;
  voided_on: string | null;
}

export function standingOf(row: StandingColumns, today: string): PolicyStanding | null {
  if (!row.policy_status) return null;
  return policyStanding(
    { status: row.policy_status as StoredPolicyStatus, startDate: row.start_date, endDate: row.end_date, terminatedOn: row.terminated_on, voidedOn: row.voided_on },
    today,
  );
}

/** queryPolicyList: a page of the scope's issued policies. */
export async function listPolicies(ctx: SalesContext, scope: BookScope, request: PolicyListRequest & { pageSize: number }, now = new Date()): Promise<PolicyListPage> {
  const today = todayInBeijing(now);
  // One row more than the page says whether another page follows, without counting everything.
  const rows = await searchPolicies(ctx.db, ctx.sensitive.blindIndex, scope, request, today, request.pageSize + 1, decodeCursor(request.cursor));
  const page = rows.slice(0, request.pageSize);
  const last = page.at(-1);
  return {
    list: page.map((row) => ({
      policyNo: row.policy_no,
      orderId: row.order_id,
      productCode: row.product_code,
      productName: productNames(row.product_code, orderDetails(row).productName).productName,
      holderName: maskName(row.holder_name),
      insuredCount: row.insured_count,
      premiumFen: premiumInForceFen(row),
      startDate: row.start_date,
      endDate: row.end_date,
      issuedAt: new Date(row.issued_at).toISOString(),
      standing: standingOf(row, today)!,
    })),
    nextCursor: rows.length > request.pageSize && last ? encodeCursor({ createdAt: last.created_at, orderId: last.order_id }) : null,
  };
}

/** The order or policy when it is in the scope; file downloads answer 404 so the client never saves an error as a file. */
export async function requireInScope(ctx: SalesContext, scope: BookScope, policyId: string, statusCode = 200): Promise<ScopedOrder> {
  const row = await findInScope(ctx.db, scope, policyId);
  if (!row) throw notFound(policyId, statusCode);
  return row;
}

function actionsOf(scope: BookScope, row: ScopedOrder, standing: PolicyStanding | null, hasIssuedInvoice: boolean, now: Date): PolicyActions {
  const agent = scope.kind === 'agent';
  const status = effectiveStatus(row, now);
  const live = standing !== null && (standing.state === 'notStarted' || standing.state === 'inForce');
  const group = GROUP_TYPES.has(orderDetails(row).productType);
  const invoiceable = standing !== null && standing.state !== 'cancelled';
  return {
    cancel: agent && (status === 'unpaid' || (group && live)),
    exportInsureds: row.policy_no !== null,
    exportOriginalPolicy: row.policy_no !== null,
    applyInvoice: invoiceable && !hasIssuedInvoice,
    reapplyInvoice: invoiceable && hasIssuedInvoice,
    changeBank: status === 'paid' || status === 'issued',
    endorse: agent && group && live && row.policy_no !== null && row.policy_status === 'in_force',
  };
}

/** queryPolicy: holder, plan, premium, payments, documents, invoices and endorsements of one policy (or order). */
export async function policyDetail(ctx: SalesContext, scope: BookScope, policyId: string, now = new Date()): Promise<PolicyDetail> {
  const row = await requireInScope(ctx, scope, policyId);
  const today = todayInBeijing(now);
  const product = findProduct(row.product_code);
  const plan = product ? findPlan(product, row.plan_code) : undefined;
  const standing = standingOf(row, today);
  const [payments, refunds, invoices, count, batches] = await Promise.all([
    paymentsOf(ctx.db, row.id),
    row.policy_no ? refundsOf(ctx.db, row.policy_no) : Promise.resolve([]),
    row.policy_no ? invoicesOf(ctx.db, row.policy_no) : Promise.resolve([]),
    insuredCount(ctx.db, row.id),
    batchesOf(ctx.db, row.id, 20),
  ]);
  const bank = row.refund_bank as { bankName: string; accountName: string; accountNoMasked: string } | null;
  return {
    orderId: row.id,
    policyNo: row.policy_no,
    orderStatus: effectiveStatus(row, now),
    standing,
    productCode: row.product_code,
    ...productNames(row.product_code, orderDetails(row).productName),
    productType: orderDetails(row).productType,
    planCode: row.plan_code,
    planName: plan?.planName ?? { zh: row.plan_code, en: row.plan_code },
    holder: {
      type: row.holder_type === 'C' ? 'C' : 'I',
      name: row.holder_name,
      idType: row.holder_id_type,
      idNumber: maskIdNumber(ctx.sensitive.decrypt(row.holder_id_number_enc)),
      phone: maskPhone(ctx.sensitive.decrypt(row.holder_phone_enc)),
      email: row.holder_email_enc ? maskEmail(ctx.sensitive.decrypt(row.holder_email_enc)) : null,
      address: row.holder_address,
    },
    startDate: row.start_date,
    endDate: row.end_date,
    premiumFen: premiumInForceFen(row),
    insuredCount: count,
    issuedAt: row.issued_at ? new Date(row.issued_at).toISOString() : null,
    payments: payments.map((payment) => ({
      paymentId: payment.id,
      method: payment.method,
      channel: payment.channel,
      amountFen: Number(payment.amount_fen),
      status: payment.status,
      finishedAt: payment.finished_at ? new Date(payment.finished_at).toISOString() : null,
    })),
    refunds: refunds.map(({ at, ...refund }) => ({ ...refund, refundedAt: at.toISOString() })),
    documents: row.policy_no && row.pdf_pages ? [{ kind: 'ePolicy', name: `电子保单-${row.policy_no}.pdf`, pages: row.pdf_pages }] : [],
    invoices: invoices.map((invoice) => ({
      invoiceNo: invoice.invoice_no,
      status: invoice.status,
      title: invoice.title,
      billingType: invoice.billing_type,
      amountFen: Number(invoice.amount_fen),
      emailMasked: invoice.email_masked,
      createdAt: new Date(invoice.created_at).toISOString(),
    })),
    endorsements: batches.map((batch) => ({
      batchId: batch.id,
      kind: batch.kind,
      status: batch.status,
      createdAt: new Date(batch.created_at).toISOString(),
      endorsementNo: batch.endorsement_no,
      effectiveDate: batch.effective_date,
      netFen: Number(batch.net_fen),
    })),
    refundBank: bank ? { bankName: bank.bankName, accountName: bank.accountName, accountNo: bank.accountNoMasked } : null,
    invoiceRequest: (row.invoice as Record<string, unknown> | null) ?? null,
    actions: actionsOf(scope, row, standing, invoices.some((invoice) => invoice.status === 'issued'), now),
  };
}

/** getPolicyInfo: a page of the policy's insureds, ID numbers masked. */
export async function insuredPage(ctx: SalesContext, scope: BookScope, request: InsuredPageRequest & { afterSeq: number; pageSize: number }): Promise<InsuredPage> {
  const row = await requireInScope(ctx, scope, request.policyId);
  const nameIndex = request.insuredName ? ctx.sensitive.blindIndex(request.insuredName) : undefined;
  const filter = request.idNumberTail
    ? { seqs: await placesByIdNumberTail(ctx, row.id, request.afterSeq, request.pageSize + 1, request.idNumberTail.toUpperCase(), nameIndex) }
    : { nameIndex };
  // A search by an ID number's end that found nobody needs no second read.
  const rows = filter.seqs?.length === 0 ? [] : await insuredsAfter(ctx.db, row.id, request.afterSeq, request.pageSize + 1, filter);
  const page = rows.slice(0, request.pageSize);
  return {
    list: page.map((insured) => ({
      seq: insured.seq,
      name: insured.name,
      idType: insured.id_type,
      idNumber: maskIdNumber(ctx.sensitive.decrypt(insured.id_number_enc)),
      birthDate: insured.birth_date,
      gender: insured.gender,
      occupationName: insured.occupation_name,
      occupationLevel: insured.occupation_level,
      premiumFen: Number(insured.premium_fen),
    })),
    nextSeq: rows.length > request.pageSize ? (page.at(-1)?.seq ?? null) : null,
  };
}

const TAIL_SCAN_BATCH = 500;

/**
 * Places on the list after `afterSeq` whose ID number ends in `tail`, at most `limit`. The numbers are encrypted at
 * rest (008), so the database cannot compare their ends: they are read a batch at a time and compared here.
 */
async function placesByIdNumberTail(ctx: SalesContext, orderId: string, afterSeq: number, limit: number, tail: string, nameIndex?: string) {
  const found: number[] = [];
  for (let after = afterSeq; found.length < limit; ) {
    const batch = await idNumbersAfter(ctx.db, orderId, after, TAIL_SCAN_BATCH, nameIndex);
    for (const insured of batch) {
      if (ctx.sensitive.decrypt(insured.id_number_enc).toUpperCase().endsWith(tail) && found.push(insured.seq) === limit) break;
    }
    const last = batch.at(-1);
    if (batch.length < TAIL_SCAN_BATCH || !last) break;
    after = last.seq;
  }
  return found;
}

/** queryPolicyResult: whether the order has become a policy yet. */
export async function policyResult(ctx: SalesContext, scope: BookScope, policyId: string, now = new Date()): Promise<PolicyResult> {
  const row = await requireInScope(ctx, scope, policyId);
  return { orderId: row.id, orderStatus: effectiveStatus(row, now), policyNo: row.policy_no, standing: standingOf(row, todayInBeijing(now)) };
}

/** What cancelling would do now: call off an unpaid order, or cancel / surrender a group policy by the product's refund rule. */
function cancelTerms(scope: BookScope, row: ScopedOrder, changes: PremiumChange[], today: string, now: Date): Omit<CancelQuote, 'done'> & { daysInForce: number; totalDays: number } {
  if (scope.kind !== 'agent') throw new AppError('403', { zh: '仅出单人可办理注销，请联系您的代理人', en: 'Only the issuing agent can cancel this policy; please contact your agent.' }, 403);
  const status = effectiveStatus(row, now);
  // The premium in force: a person an endorsement added was paid for too, and goes back with the rest.
  const base = { orderId: row.id, policyNo: row.policy_no, premiumFen: premiumInForceFen(row) };
  if (status === 'unpaid') return { ...base, kind: 'order', refundFen: 0, endsOn: null, daysInForce: 0, totalDays: 0 };
  if (status === 'paid') throw new AppError('1065', { zh: '保单生成中，请稍后再试', en: 'The policy is being issued; please try again shortly.' });
  if (status === 'expired') throw new AppError('1062', { zh: '该订单已失效', en: 'This order has expired.' });
  if (row.policy_status !== 'in_force') throw new AppError('1062', { zh: '该保单已退保或注销', en: 'This policy has already been surrendered or cancelled.' });
  if (!GROUP_TYPES.has(orderDetails(row).productType)) throw new AppError('1064', {
    zh: '旅行险请由投保人在退保页面办理',
    en: 'A travel policy is surrendered by the policyholder on the surrender page.',
  });
  const plan = findPlan(findProduct(row.product_code) ?? { plans: [] }, row.plan_code);
  const terms = surrenderTerms(
    {
      // The premium as issued, and each endorsement's charge or refund over its own days.
      premiumFen: Number(row.premium_fen),
      changes,
      startDate: row.start_date,
      endDate: row.end_date,
      tripType: 'single',
      benefitPaid: Number(row.benefit_paid_fen ?? 0) > 0,
      ...(plan?.travel?.nonRefundableAfterDays !== undefined && { nonRefundableAfterDays: plan.travel.nonRefundableAfterDays }),
    },
    today,
  );
  if (terms.kind === 'ended') throw new AppError('1063', { zh: '保险期间已结束，无需注销', en: 'The period of cover has ended; there is nothing to cancel.' });
  return { ...base, kind: terms.kind, refundFen: terms.refundFen, endsOn: terms.endsOn, daysInForce: terms.daysInForce, totalDays: terms.totalDays };
}

/**
 * policyOperation/cancel. Without confirm: the amount first. With it, under a lock: an unpaid order expires at once
 * (its pending payments close); an issued group policy is cancelled or surrendered and its premium refunded.
 */
export async function cancel(ctx: SalesContext, scope: BookScope, request: CancelRequest & { confirm: boolean }, idempotencyKey?: string, now = new Date()): Promise<CancelQuote> {
  const today = todayInBeijing(now);
  const checked = await requireInScope(ctx, scope, request.policyId);
  const changesOf = (db: Parameters<typeof premiumChanges>[0]) => (checked.policy_no ? premiumChanges(db, checked.policy_no) : Promise.resolve([]));
  if (!request.confirm) {
    const { daysInForce: _d, totalDays: _t, ...quote } = cancelTerms(scope, checked, await changesOf(ctx.db), today, now);
    return { ...quote, done: false };
  }
  const { idempotencyKey: _key, ...input } = request;
  const answer = await idempotent(ctx.db, `cancel:${checked.id}`, idempotencyKey, input, async (trx) => {
    const row = await findInScope(trx, scope, request.policyId, true);
    if (!row) throw notFound(request.policyId);
    const terms = cancelTerms(scope, row, await changesOf(trx), today, now);
    if (terms.kind === 'order') {
      await trx.updateTable('sales_order').set({ status: 'expired', cancelled_at: now }).where('id', '=', row.id).where('status', '=', 'unpaid').execute();
      await trx
        .updateTable('payment')
        .set({ status: 'expired', finished_at: now, failure_reason: ORDER_CANCELLED })
        .where('order_id', '=', row.id)
        .where('status', '=', 'pending')
        .execute();
    } else {
      await terminatePolicy(
        trx,
        ctx,
        {
          policyNo: row.policy_no!,
          orderId: row.id,
          agentId: row.agent_id,
          kind: terms.kind,
          endsOn: terms.endsOn!,
          daysInForce: terms.daysInForce,
          totalDays: terms.totalDays,
          premiumFen: terms.premiumFen,
          refundFen: terms.refundFen,
          requestedBy: actorOf(scope),
        },
        now,
      );
    }
    const { daysInForce: _days, totalDays: _total, ...done } = terms;
    return { ...done, done: true };
  });
  // The gateway's trades close after the commit: the sandbox gateway writes through its own connection.
  if (answer.kind === 'order') {
    const closed = await ctx.db.selectFrom('payment').select(['gateway', 'gateway_trade_no']).where('order_id', '=', checked.id).where('failure_reason', '=', ORDER_CANCELLED).execute();
    await closeTrades(ctx, closed);
  }
  return answer;
}

/** changeBank: where a refund of the policy goes; the account number is kept encrypted and shown masked. */
export async function changeBank(ctx: SalesContext, scope: BookScope, request: ChangeBankRequest, now = new Date()): Promise<void> {
  const row = await requireInScope(ctx, scope, request.policyId);
  const status = effectiveStatus(row, now);
  if (status !== 'paid' && status !== 'issued') throw new AppError('1066', { zh: '仅已支付的保单可以变更退费账户', en: 'Only a paid policy can change its refund account.' });
  const bank = {
    bankName: request.bankName,
    accountName: request.accountName,
    accountNoEnc: ctx.sensitive.encrypt(request.accountNo),
    accountNoMasked: `${request.accountNo.slice(0, 4)}****${request.accountNo.slice(-4)}`,
  };
  await ctx.db.updateTable('sales_order').set({ refund_bank: JSON.stringify(bank) }).where('id', '=', row.id).execute();
}
