import { sql, type Transaction } from 'kysely';
import { BATCH_FAILURES, type BatchFailure } from '../../../domain/api/endorsement';
import { fenToYuanText } from '../../../domain/money';
import { maskIdNumber } from '../../../domain/privacy/mask';
import { todayInBeijing } from '../../../domain/validators';
import { renderEndorsement } from '../../adapters/pdf/endorsement';
import { findProduct } from '../../catalog';
import type { DB } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { SalesContext } from '../../sales/context';
import { endorsedMessage, endorsementFailedMessage, holderAddresses, orderLanguage, productNameIn, tellCustomer } from '../../sales/customer-texts';
import { loadOrder, type OrderRow, orderDetails } from '../../sales/orders';
import { returnPayment } from '../../sales/refund';
import { closeBatchPayments } from '../payment';
import { beijingDateTime } from '../../../domain/validators';
import { refundToPayer } from '../../sales/termination';
import { correctionTexts } from './changes';
import { applyCorrection } from './corrections';
import { type BatchRow, linesOf, nextEndorsementNo } from './repository';

const KIND_LABELS = { add: '增加被保险人', delete: '减少被保险人', replace: '替换被保险人', contact: '投保人联系方式变更', insured: '被保险人信息更正' } as const;
const CHANGE_LABELS = { add: '加保', delete: '减保', replace: '替换' } as const;

type Line = Awaited<ReturnType<typeof linesOf>>[number];

/** What the endorsement PDF prints, ID numbers masked. */
async function renderFor(ctx: SalesContext, batch: BatchRow, order: OrderRow, lines: Line[], endorsementNo: string, now: Date) {
  const kind = batch.kind as keyof typeof KIND_LABELS;
  return renderEndorsement({
    endorsementNo,
    policyNo: batch.policy_no,
    productName: orderDetails(order).productName,
    insurerName: findProduct(order.product_code)?.insurer.name.zh ?? '',
    holderName: order.holder_name,
    kindLabel: KIND_LABELS[kind],
    effectiveDate: batch.effective_date ?? '',
    appliedAt: beijingDateTime(now),
    insuredBefore: batch.insured_before,
    insuredAfter: batch.insured_after,
    lines: [
      ...correctionTexts(batch.changes).map((text) => ({ change: '更正', name: text, idNumber: '—', amount: '0.00' })),
      ...peopleLines(ctx, lines),
    ],
    charge: fenToYuanText(Number(batch.charge_fen)),
    refund: fenToYuanText(Number(batch.refund_fen)),
    net: fenToYuanText(Number(batch.net_fen)),
  });
}

function peopleLines(ctx: SalesContext, lines: Line[]) {
  return lines.map((line) => ({
      change: CHANGE_LABELS[line.kind],
      name: line.kind === 'replace' ? `${line.removed_name} → ${line.name}` : (line.name ?? line.removed_name ?? ''),
      idNumber: line.id_number_enc ? maskIdNumber(ctx.sensitive.decrypt(line.id_number_enc)) : '—',
      amount: fenToYuanText(Number(line.amount_fen)),
  }));
}

/** The list the batch was priced on has moved, or the policy ended: the batch fails and its money goes back. */
async function failBatch(trx: Transaction<DB>, ctx: SalesContext, batch: BatchRow, order: OrderRow, failure: BatchFailure, now: Date) {
  const reason = BATCH_FAILURES[failure];
  await trx.updateTable('endorsement_batch').set({ status: 'failed', failure_reason: failure }).where('id', '=', batch.id).execute();
  const paid = await trx
    .selectFrom('payment')
    .select(['id', 'order_id', 'channel', 'gateway', 'gateway_trade_no', 'amount_fen', 'evidence_no'])
    .where('batch_id', '=', batch.id)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  if (paid) await returnPayment(trx, paid, reason.zh, now);
  const message = endorsementFailedMessage(orderLanguage(order), { holderName: order.holder_name, policyNo: batch.policy_no, batchId: batch.id, reason });
  await tellCustomer(trx, ctx.sensitive, { phone: ctx.sensitive.decrypt(order.holder_phone_enc), policyNo: batch.policy_no }, message);
}

/** Who joins and who leaves, against the policy's insured list; new people are numbered after the last one. */
async function changeInsureds(trx: Transaction<DB>, orderId: string, lines: Line[]) {
  const leaving = lines.flatMap((line) => (line.removed_seq === null ? [] : [line.removed_seq]));
  for (let start = 0; start < leaving.length; start += 500) {
    await trx.deleteFrom('order_insured').where('order_id', '=', orderId).where('seq', 'in', leaving.slice(start, start + 500)).execute();
  }
  const { last } = await trx.selectFrom('order_insured').select(sql<number>`coalesce(max(seq), -1)::int`.as('last')).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const joining = lines
    .filter((line) => line.name !== null && line.id_number_enc !== null)
    .map((line, index) => ({
      order_id: orderId,
      seq: last + 1 + index,
      name: line.name ?? '',
      id_type: line.id_type ?? '1',
      id_number_enc: line.id_number_enc ?? '',
      id_number_bidx: line.id_number_bidx ?? '',
      birth_date: line.birth_date,
      gender: line.gender,
      occupation_code: line.occupation_code,
      occupation_name: line.occupation_name,
      occupation_level: line.occupation_level,
      // The term premium: what a later deletion refunds its unearned days of.
      premium_fen: line.term_premium_fen ?? '0',
    }));
  for (let start = 0; start < joining.length; start += 500) await trx.insertInto('order_insured').values(joining.slice(start, start + 500)).execute();
}

/** Not paid by its effective date: the batch fails and its open trades close (money that still arrives goes back). */
async function closeUnpaid(ctx: SalesContext, batchId: string, now: Date): Promise<void> {
  const closed = await ctx.db
    .updateTable('endorsement_batch')
    .set({ status: 'failed', failure_reason: 'unpaid' satisfies BatchFailure })
    .where('id', '=', batchId)
    .where('status', '=', 'awaiting_payment')
    .executeTakeFirst();
  if (closed.numUpdatedRows > 0n) await closeBatchPayments(ctx, batchId, now);
}

/**
 * The apply job, at 00:00 of the effective date: the insured list changes once (the batch's state and the policy's
 * version are checked under the policy's lock), the batch gets its endorsement number and PDF, a refund goes back
 * the way the policy was paid, and the holder is told by SMS and e-mail.
 */
export async function applyEndorsement(ctx: SalesContext, batchId: string, now: Date = new Date()): Promise<void> {
  const batch = await ctx.db.selectFrom('endorsement_batch').selectAll().where('id', '=', batchId).executeTakeFirst();
  if (batch?.status === 'awaiting_payment') return closeUnpaid(ctx, batchId, now);
  if (batch?.status !== 'paid') return;
  const order = await loadOrder(ctx.db, batch.order_id);
  if (!order) throw new Error(`order ${batch.order_id} of batch ${batchId} is missing`);
  const lines = await linesOf(ctx.db, batchId);
  const endorsementNo = await nextEndorsementNo(ctx.db, todayInBeijing(now));
  const { pdf, pages } = await renderFor(ctx, batch, order, lines, endorsementNo, now);
  const pdfKey = await ctx.files.save(pdf, 'pdf');

  await ctx.db.transaction().execute(async (trx) => {
    const policy = await trx.selectFrom('policy').select(['version', 'status']).where('policy_no', '=', batch.policy_no).forUpdate().executeTakeFirstOrThrow();
    const locked = await trx.selectFrom('endorsement_batch').selectAll().where('id', '=', batchId).forUpdate().executeTakeFirstOrThrow();
    if (locked.status !== 'paid') return;
    if (policy.status !== 'in_force') return failBatch(trx, ctx, locked, order, 'policyEnded', now);
    if (policy.version !== locked.base_version) return failBatch(trx, ctx, locked, order, 'listChanged', now);
    if (locked.kind === 'contact' || locked.kind === 'insured') await applyCorrection(trx, order.id, locked.changes);
    else await changeInsureds(trx, order.id, lines);
    const net = Number(locked.net_fen);
    // The premium in force moves with the list, so lists read it from the policy row.
    await trx
      .updateTable('policy')
      .set((eb) => ({ version: policy.version + 1, endorsed_fen: eb('endorsed_fen', '+', String(net)) }))
      .where('policy_no', '=', batch.policy_no)
      .execute();
    if (net < 0) await refundToPayer(trx, { orderId: order.id, agentId: order.agent_id, refundFen: -net, reason: `endorsement ${endorsementNo}` }, now);
    // The policy's invoice states what the holder paid, which the endorsement changed.
    if (net !== 0) await enqueueJob(trx, { kind: 'settle-invoice', payload: { policyNo: batch.policy_no }, dedupeKey: `settle-invoice:${endorsementNo}` });
    await trx
      .updateTable('endorsement_batch')
      .set({ status: 'effective', endorsement_no: endorsementNo, pdf_key: pdfKey, pdf_pages: pages, applied_at: now })
      .where('id', '=', batchId)
      .execute();
    const language = orderLanguage(order);
    const message = endorsedMessage(language, {
      holderName: order.holder_name,
      productName: productNameIn(order, language),
      policyNo: batch.policy_no,
      effectiveDate: batch.effective_date ?? '',
      endorsementNo,
      insuredBefore: locked.insured_before,
      insuredAfter: locked.insured_after,
      netFen: net,
    });
    await tellCustomer(trx, ctx.sensitive, { ...holderAddresses(ctx.sensitive, order), attachmentKey: pdfKey, policyNo: batch.policy_no }, message);
  });
}
