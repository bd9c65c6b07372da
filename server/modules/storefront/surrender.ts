import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { SurrenderQuote, SurrenderRequest, SurrenderResult } from '../../../domain/api/storefront';
import { findPlan } from '../../../domain/catalog';
import { fenToYuanText } from '../../../domain/money';
import { surrenderTerms } from '../../../domain/rules/travel-surrender';
import { todayInBeijing } from '../../../domain/validators';
import { outboxSms } from '../../adapters/sms/outbox-sms';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/envelope';
import { idempotent } from '../../sales/idempotency';
import { findProduct } from '../../catalog';
import type { SalesContext } from '../../sales/context';
import { policyAccess } from '../../sales/policy-access';

type Executor = SalesContext['db'] | Transaction<DB>;

async function loadPolicy(db: Executor, policyNo: string, lock: boolean) {
  let query = db
    .selectFrom('policy as p')
    .innerJoin('sales_order as o', 'o.id', 'p.order_id')
    .select([
      'p.policy_no',
      'p.status as policy_status',
      'p.benefit_paid_fen',
      'o.id as order_id',
      'o.agent_id',
      'o.product_code',
      'o.plan_code',
      'o.start_date',
      'o.end_date',
      'o.premium_fen',
      'o.holder_name',
      'o.holder_phone_enc',
    ])
    .where('p.policy_no', '=', policyNo);
  if (lock) query = query.forUpdate('p');
  return query.executeTakeFirst();
}

type PolicyRow = NonNullable<Awaited<ReturnType<typeof loadPolicy>>>;

/** The seller (their token) or the holder (the access of the phone + ID query); one answer for "none" and "not yours". */
function authorise(ctx: SalesContext, request: FastifyRequest, row: PolicyRow | undefined, input: SurrenderRequest): asserts row is PolicyRow {
  const seller = request.principal?.subjectType === 'agent' && request.principal.agentId === row?.agent_id;
  if (!row || !(seller || policyAccess(ctx.settings.dataKey).verify(input.policyNo, input.access))) {
    throw new AppError('403', '无权办理该保单，请先通过保单查询验证投保人身份', 403);
  }
}

function quoteOf(row: PolicyRow, input: SurrenderRequest, today: string): SurrenderQuote {
  if (row.policy_status !== 'in_force') throw new AppError('1062', '该保单已退保或注销');
  const plan = findPlan(findProduct(row.product_code) ?? { plans: [] }, row.plan_code);
  const tripType = plan?.travel?.tripType ?? 'single';
  const policy = {
    premiumFen: Number(row.premium_fen),
    startDate: row.start_date,
    endDate: row.end_date,
    tripType,
    benefitPaid: Number(row.benefit_paid_fen) > 0,
    ...(plan?.travel?.nonRefundableAfterDays !== undefined && { nonRefundableAfterDays: plan.travel.nonRefundableAfterDays }),
  };
  const terms = surrenderTerms(policy, today, input.endsOn);
  if (terms.kind === 'ended') throw new AppError('1063', '保险期间已结束，无需退保');
  return {
    policyNo: row.policy_no,
    kind: terms.kind,
    startDate: row.start_date,
    endDate: row.end_date,
    endsOn: terms.endsOn,
    daysInForce: terms.daysInForce,
    totalDays: terms.totalDays,
    premiumFen: policy.premiumFen,
    refundFen: terms.refundFen,
    ...(terms.noRefundReason && { noRefundReason: terms.noRefundReason }),
    tripType,
  };
}

/** What leaving the policy today would refund, shown before the customer confirms. */
export async function quoteSurrender(ctx: SalesContext, request: FastifyRequest, input: SurrenderRequest, now = new Date()): Promise<SurrenderQuote> {
  const row = await loadPolicy(ctx.db, input.policyNo, false);
  authorise(ctx, request, row, input);
  return quoteOf(row, input, todayInBeijing(now));
}

/**
 * Cancels (before the start) or surrenders (after) a policy: the terms are worked out again under a lock, the
 * review is the rule check itself (not started or in force, no benefit paid), the premium goes back through the
 * payment's own route, the policy's status and last day change, and the holder gets an SMS. Idempotent by key.
 */
export async function confirmSurrender(
  ctx: SalesContext,
  request: FastifyRequest,
  input: SurrenderRequest,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<SurrenderResult> {
  const checked = await loadPolicy(ctx.db, input.policyNo, false);
  authorise(ctx, request, checked, input);
  return idempotent(ctx.db, `surrender:${input.policyNo}`, idempotencyKey, input, async (trx) => {
    const row = await loadPolicy(trx, input.policyNo, true);
    authorise(ctx, request, row, input);
    const quote = quoteOf(row, input, todayInBeijing(now));
    const refundNo = quote.refundFen > 0 ? await refund(trx, row, quote.refundFen, now) : null;
    const status = quote.kind === 'cancellation' ? 'cancelled' : 'surrendered';
    await trx.updateTable('policy').set({ status, terminated_on: quote.endsOn }).where('policy_no', '=', row.policy_no).execute();
    await trx
      .insertInto('policy_surrender')
      .values({
        policy_no: row.policy_no,
        kind: quote.kind,
        requested_on: todayInBeijing(now),
        ends_on: quote.endsOn,
        days_in_force: quote.daysInForce,
        total_days: quote.totalDays,
        premium_fen: quote.premiumFen,
        refund_fen: quote.refundFen,
        refund_no: refundNo,
        requested_by: request.principal?.subjectType === 'agent' ? `agent:${request.principal.agentId}` : 'holder',
        reviewed_at: now,
      })
      .execute();
    const what = quote.kind === 'cancellation' ? '已注销' : `已退保，保障至${quote.endsOn} 24:00止`;
    await outboxSms(trx, ctx.sensitive).send({
      phone: ctx.sensitive.decrypt(row.holder_phone_enc),
      text: `【保险服务门户】尊敬的${row.holder_name}，您的保单${row.policy_no}${what}，退还保费${fenToYuanText(quote.refundFen)}元将原路退回。`,
      policyNo: row.policy_no,
    });
    return { ...quote, status, refundNo };
  });
}

/** The premium goes back the way it came: the gateway trade, or the agent's balance. */
async function refund(trx: Transaction<DB>, row: PolicyRow, amountFen: number, now: Date): Promise<string | null> {
  const payment = await trx
    .selectFrom('payment')
    .select(['channel', 'gateway_trade_no'])
    .where('order_id', '=', row.order_id)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  if (payment?.channel === 'gateway' && payment.gateway_trade_no) {
    const refundNo = `RF${now.getTime()}${randomBytes(4).toString('hex')}`;
    await trx.insertInto('sandbox_refund').values({ refund_no: refundNo, trade_no: payment.gateway_trade_no, amount_fen: amountFen, reason: 'surrender' }).execute();
    return refundNo;
  }
  if (payment?.channel === 'balance') {
    await trx.updateTable('agent').set((eb) => ({ balance_fen: eb('balance_fen', '+', String(amountFen)) })).where('id', '=', row.agent_id).execute();
  }
  // Transfers go back by bank transfer, outside the portal.
  return null;
}
