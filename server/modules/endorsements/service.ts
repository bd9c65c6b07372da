import type { AnyBatchKind, BatchFailure, BatchInfo, BatchLine, BatchPayContent, PayBatchRequest, PriceBatchRequest, RowProblem } from '../../../domain/api/endorsement';
import { fenToYuanText } from '../../../domain/money';
import { maskIdNumber } from '../../../domain/privacy/mask';
import { checkEffectiveDate } from '../../../domain/rules/endorsement';
import { todayInBeijing } from '../../../domain/validators';
import { findProduct } from '../../catalog';
import { describeProblems, messageOf, ruleText } from '../../catalog/messages';
import { enqueueJob } from '../../jobs/queue';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { beijingMidnight, markBatchPaid } from '../../sales/endorsement-payment';
import { newBatchId } from '../../sales/order-id';
import { orderDetails } from '../../sales/orders';
import { actorOf, type BookScope } from '../../sales/scope';
import { closeBatchPayments, payBatch, settleBatchTrades } from '../payment';
import { notFound, requireInScope } from '../policy-manage';
import { correctionTexts } from './changes';
import { checkAndPriceBatch } from './lines';
import { type BatchRow, findBatchInScope, linesOf, peopleOnPolicy, policyVersion, replaceLines, savePricedBatch, type ScopedBatch } from './repository';

export const BATCH_NOT_FOUND = '1074';
const batchNotFound = (batchId: string) => new AppError(BATCH_NOT_FOUND, { zh: `批改不存在：${batchId}`, en: `Endorsement not found: ${batchId}` });
const BUSY = '1072';
/** Products whose insured list changes by batch: the employee groups with an occupation table. */
const ENDORSABLE_TYPES = new Set(['group-accident']);

/** An issued, live group policy the agent who sold it may change. */
export async function endorsablePolicy(ctx: SalesContext, scope: BookScope, policyId: string, today: string) {
  if (scope.kind !== 'agent') throw new AppError('403', { zh: '仅出单人可办理批改', en: 'Only the issuing agent can make endorsements.' }, 403);
  const row = await requireInScope(ctx, scope, policyId);
  const product = findProduct(row.product_code);
  if (!row.policy_no || !product || !ENDORSABLE_TYPES.has(product.type)) throw new AppError('1075', { zh: '该保单不支持批改', en: 'This policy does not take endorsements.' });
  if (row.policy_status !== 'in_force' || row.end_date < today) throw new AppError('1075', { zh: '保单已终止，不能批改', en: 'The policy has ended and cannot be endorsed.' });
  return { row: { ...row, policy_no: row.policy_no }, product };
}

function lineAnswer(line: Awaited<ReturnType<typeof linesOf>>[number], decrypt: (value: string) => string): BatchLine {
  return {
    seq: line.seq,
    kind: line.kind,
    name: line.name,
    idNumber: line.id_number_enc ? maskIdNumber(decrypt(line.id_number_enc)) : null,
    removedName: line.removed_name,
    termPremiumFen: line.term_premium_fen === null ? null : Number(line.term_premium_fen),
    amountFen: Number(line.amount_fen),
  };
}

/** A batch as every query answers it. */
export function batchAnswer(batch: BatchRow & Pick<ScopedBatch, 'product_code' | 'details'>, lines: BatchLine[]): BatchInfo {
  const net = Number(batch.net_fen);
  return {
    batchId: batch.id,
    policyNo: batch.policy_no,
    orderId: batch.order_id,
    productCode: batch.product_code,
    productName: orderDetails(batch).productName,
    kind: batch.kind as AnyBatchKind,
    status: batch.status,
    payFlag: batch.status === 'paid' || batch.status === 'effective' ? 'Y' : 'N',
    effectiveDate: batch.effective_date,
    insuredBefore: batch.insured_before,
    insuredAfter: batch.insured_after,
    chargeFen: Number(batch.charge_fen),
    refundFen: Number(batch.refund_fen),
    netFen: net,
    totalPremium: fenToYuanText(Math.max(net, 0)),
    remainingDays: batch.remaining_days,
    totalDays: batch.total_days,
    endorsementNo: batch.endorsement_no,
    hasPdf: batch.pdf_key !== null,
    failureReason: batch.failure_reason,
    createdBy: batch.created_by,
    createdAt: new Date(batch.created_at).toISOString(),
    lines,
    corrections: correctionTexts(batch.changes),
  };
}

export async function requireBatch(ctx: SalesContext, scope: BookScope, batchId: string): Promise<ScopedBatch> {
  const batch = await findBatchInScope(ctx.db, scope, batchId);
  if (!batch) throw batchNotFound(batchId);
  return batch;
}

/** getBatchInfo, queryBatchInfo, queryBatchById: one batch with its lines; an open trade is asked at the gateway first. */
export async function batchInfo(ctx: SalesContext, scope: BookScope, batchId: string, now = new Date()): Promise<BatchInfo> {
  let batch = await requireBatch(ctx, scope, batchId);
  if (batch.status === 'awaiting_payment') {
    await settleBatchTrades(ctx, batchId, now);
    batch = await requireBatch(ctx, scope, batchId);
  }
  const lines = await linesOf(ctx.db, batchId);
  return batchAnswer(
    batch,
    lines.map((line) => lineAnswer(line, ctx.sensitive.decrypt)),
  );
}

/**
 * calBatchPremium, /authorization/batch/calculPremium: every row checked and the batch priced against the policy's
 * insured list as it is now. Rows that fail answer 1001 with a problem per row, and nothing is kept; a priced
 * batch is kept (status priced) with the list's version, ready to submit.
 */
export async function priceBatch(ctx: SalesContext, scope: BookScope, request: PriceBatchRequest, now = new Date()): Promise<BatchInfo> {
  const result = await checkOrPrice(ctx, scope, request, undefined, now);
  if ('info' in result) return result.info;
  const summary = describeProblems(result.problems.map((found) => ({ code: found.code, ...(found.row > 0 && { insuredIndex: found.row - 1 }) })));
  throw new AppError('1001', summary, 200, { problems: result.problems });
}

/** The rows' problems, or the priced batch (kept); an upload passes the sheet's row numbers. */
export async function checkOrPrice(
  ctx: SalesContext,
  scope: BookScope,
  request: PriceBatchRequest,
  rowNumbers: readonly number[] | undefined,
  now = new Date(),
): Promise<{ problems: RowProblem[] } | { info: BatchInfo }> {
  const today = todayInBeijing(now);
  const { row, product } = await endorsablePolicy(ctx, scope, request.policyId, today);
  const dateProblem = checkEffectiveDate(request.effectiveDate, today, { startDate: row.start_date, endDate: row.end_date }, product.startDate.earliestInDays);
  if (dateProblem) throw new AppError('1001', ruleText(dateProblem), 200, { problems: [{ row: 0, column: 'effectiveDate', code: dateProblem, message: messageOf(dateProblem) }] });
  const version = await policyVersion(ctx.db, row.policy_no);
  const result = checkAndPriceBatch({
    kind: request.kind,
    lines: request.lines,
    product,
    planCode: row.plan_code,
    term: { startDate: row.start_date, endDate: row.end_date },
    months: orderDetails(row).months ?? 12,
    effectiveDate: request.effectiveDate,
    onPolicy: await peopleOnPolicy(ctx.db, row.id),
    sensitive: ctx.sensitive,
    ...(rowNumbers && { rowNumbers }),
  });
  if (!result.priced) return { problems: result.problems };
  const { priced } = result;
  const batchId = request.batchId ?? newBatchId(now);
  const values = {
    kind: request.kind,
    status: 'priced' as const,
    effective_date: request.effectiveDate,
    base_version: version?.version ?? 0,
    insured_before: priced.insuredBefore,
    insured_after: priced.insuredAfter,
    charge_fen: String(priced.difference.chargeFen),
    refund_fen: String(priced.difference.refundFen),
    net_fen: String(priced.difference.netFen),
    remaining_days: priced.difference.days.remainingDays,
    total_days: priced.difference.days.totalDays,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await savePricedBatch(trx, { id: batchId, policy_no: row.policy_no, order_id: row.id, created_by: actorOf(scope) }, !request.batchId, values);
    await replaceLines(trx, batchId, priced.lines, ctx.sensitive.encrypt);
  });
  return { info: await batchInfo(ctx, scope, batchId, now) };
}

/**
 * submitBatchData: a priced batch is committed against the insured list it was priced on. Under the policy's row
 * lock, so of two batches submitted at once one wins and the other is told why: another batch is open, or the
 * list changed since it was priced. A batch that costs nothing more waits for its date at once; one that costs
 * waits for its payment.
 */
export async function submitBatch(ctx: SalesContext, scope: BookScope, batchId: string, now = new Date()): Promise<BatchInfo> {
  const today = todayInBeijing(now);
  const checked = await requireBatch(ctx, scope, batchId);
  if (scope.kind !== 'agent') throw new AppError('403', { zh: '仅出单人可办理批改', en: 'Only the issuing agent can make endorsements.' }, 403);
  await ctx.db.transaction().execute(async (trx) => {
    const policy = await policyVersion(trx, checked.policy_no, true);
    const batch = await trx.selectFrom('endorsement_batch').selectAll().where('id', '=', batchId).forUpdate().executeTakeFirstOrThrow();
    if (batch.status !== 'priced') {
      if (batch.status === 'draft') throw new AppError('1073', { zh: '请先计算保费差额', en: 'Please calculate the premium difference first.' });
      return;
    }
    if (!batch.effective_date || batch.effective_date <= today) {
      throw new AppError('1073', { zh: '批改生效日已过，请修改生效日期后重新计算', en: 'The endorsement\'s effective date has passed; change it and calculate again.' });
    }
    const open = await trx
      .selectFrom('endorsement_batch')
      .select('id')
      .where('policy_no', '=', batch.policy_no)
      .where('status', 'in', ['awaiting_payment', 'paid'])
      .executeTakeFirst();
    if (open) throw new AppError(BUSY, {
      zh: `该保单有批改（${open.id}）正在处理中，请待其生效或撤销后再提交`,
      en: `An endorsement of this policy (${open.id}) is in progress; submit after it takes effect or is withdrawn.`,
    });
    if (policy?.status !== 'in_force') throw new AppError('1075', { zh: '保单已终止，不能批改', en: 'The policy has ended and cannot be endorsed.' });
    if (policy.version !== batch.base_version) throw new AppError(BUSY, {
      zh: '保单的被保险人清单已变更（另一批改已生效），请重新计算保费后提交',
      en: 'The policy\'s insured list has changed (another endorsement took effect); calculate the premium again before submitting.',
    });
    await trx.updateTable('endorsement_batch').set({ submitted_at: now }).where('id', '=', batchId).execute();
    if (Number(batch.net_fen) > 0) {
      await trx.updateTable('endorsement_batch').set({ status: 'awaiting_payment' }).where('id', '=', batchId).execute();
      // The apply job at the effective date: it applies the batch if paid by then, and closes it if not.
      await enqueueJob(trx, { kind: 'apply-endorsement', payload: { batchId }, runAt: beijingMidnight(batch.effective_date), dedupeKey: `endorse:${batchId}` });
    } else {
      await markBatchPaid(trx, batchId, now, 'priced');
    }
  });
  return batchInfo(ctx, scope, batchId, now);
}

/** batchOperation/cancel: a batch not yet paid is called off, its open trades closed. */
export async function cancelBatch(ctx: SalesContext, scope: BookScope, batchId: string, now = new Date()): Promise<BatchInfo> {
  if (scope.kind !== 'agent') throw new AppError('403', { zh: '仅出单人可办理批改', en: 'Only the issuing agent can make endorsements.' }, 403);
  await requireBatch(ctx, scope, batchId);
  const cancelled = await ctx.db
    .updateTable('endorsement_batch')
    .set({ status: 'failed', failure_reason: 'cancelled' satisfies BatchFailure })
    .where('id', '=', batchId)
    .where('status', 'in', ['draft', 'priced', 'awaiting_payment'])
    .executeTakeFirst();
  if (cancelled.numUpdatedRows === 0n) throw new AppError('1073', { zh: '已支付或已生效的批改不能撤销', en: 'A paid or effective endorsement cannot be withdrawn.' });
  await closeBatchPayments(ctx, batchId, now);
  return batchInfo(ctx, scope, batchId, now);
}

/** payBatchPolicy: the batch's premium difference by any pay method of an order. */
export async function payForBatch(ctx: SalesContext, scope: BookScope, request: PayBatchRequest, base: string, now = new Date()): Promise<BatchPayContent> {
  const batch = await requireBatch(ctx, scope, request.batchId);
  if (request.policyId && request.policyId !== batch.order_id && request.policyId !== batch.policy_no) throw notFound(request.policyId);
  if (!batch.effective_date) throw new AppError('1073', { zh: '该批改不在待支付状态', en: 'This endorsement is not awaiting payment.' });
  return payBatch(
    ctx,
    {
      batchId: batch.id,
      orderId: batch.order_id,
      agentId: batch.agent_id,
      holderName: batch.holder_name,
      amountFen: Number(batch.net_fen),
      subject: `批改 ${orderDetails(batch).productName}`,
      expiresAt: beijingMidnight(batch.effective_date),
      returnUrl: `${base}/batch-result?batchId=${encodeURIComponent(batch.id)}&policyId=${encodeURIComponent(batch.order_id)}`,
    },
    { payMethod: request.payMethod ?? '0', ...(request.evidenceNo && { evidenceNo: request.evidenceNo }), ...(request.loginName && { loginName: request.loginName }), ...(request.password && { password: request.password }) },
    now,
  );
}
