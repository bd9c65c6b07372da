import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { SurrenderQuote, SurrenderRequest, SurrenderResult } from '../../../domain/api/storefront';
import { findPlan } from '../../../domain/catalog';
import { surrenderTerms } from '../../../domain/rules/travel-surrender';
import { todayInBeijing } from '../../../domain/validators';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/envelope';
import { idempotent } from '../../sales/idempotency';
import { findProduct } from '../../catalog';
import type { SalesContext } from '../../sales/context';
import { policyAccess } from '../../sales/policy-access';
import { terminatePolicy } from '../../sales/termination';

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
    throw new AppError('403', { zh: '无权办理该保单，请先通过保单查询验证投保人身份', en: 'You may not act on this policy; please verify as the policyholder through the policy query first.' }, 403);
  }
}

function quoteOf(row: PolicyRow, input: SurrenderRequest, today: string): SurrenderQuote {
  if (row.policy_status !== 'in_force') throw new AppError('1062', { zh: '该保单已退保或注销', en: 'This policy has already been surrendered or cancelled.' });
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
  if (terms.kind === 'ended') throw new AppError('1063', { zh: '保险期间已结束，无需退保', en: 'The period of cover has ended; there is nothing to surrender.' });
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
    const status = quote.kind === 'cancellation' ? 'cancelled' : 'surrendered';
    const refundNo = await terminatePolicy(
      trx,
      ctx,
      {
        policyNo: row.policy_no,
        orderId: row.order_id,
        agentId: row.agent_id,
        kind: quote.kind,
        endsOn: quote.endsOn,
        daysInForce: quote.daysInForce,
        totalDays: quote.totalDays,
        premiumFen: quote.premiumFen,
        refundFen: quote.refundFen,
        requestedBy: request.principal?.subjectType === 'agent' ? `agent:${request.principal.agentId}` : 'holder',
      },
      now,
    );
    return { ...quote, status, refundNo };
  });
}
