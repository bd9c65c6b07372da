import type { Transaction } from 'kysely';
import type { BatchPayContent } from '../../../domain/api/endorsement';
import { fenToYuanText } from '../../../domain/money';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { markBatchPaid } from '../../sales/endorsement-payment';
import { newPaymentId } from '../../sales/order-id';
import { verifyPassword } from '../../sales/passwords';
import { closeTrades } from '../../sales/trades';
import { checkEvidence, openTrade, withQrCode } from './service';
import { applyTradeResult } from './transitions';

/** What the endorsement module hands over to be paid: the batch, its policy's order and who may pay. */
export interface PayableBatch {
  batchId: string;
  orderId: string;
  agentId: string;
  holderName: string;
  amountFen: number;
  subject: string;
  /** The batch can be paid until it takes effect. */
  expiresAt: Date;
  returnUrl: string;
}

export interface BatchPayMethod {
  payMethod: string;
  evidenceNo?: string;
  loginName?: string;
  password?: string;
}

const BALANCE = '66';
const TRANSFER_METHODS = new Set(['88', '89']);

/** Locks the batch; answers true when it is already paid, refuses one that is not waiting for money. */
async function lockAwaiting(trx: Transaction<DB>, batchId: string): Promise<boolean> {
  const batch = await trx.selectFrom('endorsement_batch').select('status').where('id', '=', batchId).forUpdate().executeTakeFirst();
  if (batch?.status === 'paid' || batch?.status === 'effective') return true;
  if (batch?.status !== 'awaiting_payment') throw new AppError('1073', { zh: '该批改不在待支付状态', en: 'This endorsement is not awaiting payment.' });
  return false;
}

/**
 * /group/batch/payBatchPolicy: a batch's premium by any pay method of an order, through the same payments table,
 * gateway and exactly-once notification path; paid, the batch waits for its effective date.
 */
export async function payBatch(ctx: SalesContext, batch: PayableBatch, method: BatchPayMethod, now: Date = new Date()): Promise<BatchPayContent> {
  const content = (payUrl: string, paid: boolean): BatchPayContent => ({
    batchId: batch.batchId,
    policyId: batch.orderId,
    payMethod: method.payMethod,
    payUrl,
    totalPremium: fenToYuanText(batch.amountFen),
    paid,
  });
  if (now >= batch.expiresAt) throw new AppError('1045', { zh: '批改生效日已到，请重新提交批改', en: 'The endorsement\'s effective date has arrived; please submit the endorsement again.' });
  if (method.payMethod === BALANCE) {
    await payBatchByBalance(ctx, batch, method, now);
    return content('', true);
  }
  if (TRANSFER_METHODS.has(method.payMethod)) {
    await payBatchByTransfer(ctx, batch, method, now);
    return content('', true);
  }
  const payment = await ctx.db.transaction().execute(async (trx) => {
    if (await lockAwaiting(trx, batch.batchId)) return null;
    const open = await trx
      .selectFrom('payment')
      .select(['id', 'pay_url'])
      .where('batch_id', '=', batch.batchId)
      .where('channel', '=', 'gateway')
      .where('method', '=', method.payMethod)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (open) return open;
    const created = { id: newPaymentId(), pay_url: null };
    await trx
      .insertInto('payment')
      .values({ id: created.id, order_id: batch.orderId, batch_id: batch.batchId, method: method.payMethod, channel: 'gateway', amount_fen: batch.amountFen, status: 'pending' })
      .execute();
    return created;
  });
  if (!payment) return content('', true);
  const payUrl = await openTrade(ctx, payment, { amountFen: batch.amountFen, subject: batch.subject, expiresAt: batch.expiresAt, returnUrl: batch.returnUrl });
  if (payUrl === null) return payBatch(ctx, batch, method, now);
  return withQrCode(content(payUrl, false), method.payMethod);
}

/** Balance (66): the issuing account that sold the policy, its password again, one conditional debit. */
async function payBatchByBalance(ctx: SalesContext, batch: PayableBatch, method: BatchPayMethod, now: Date): Promise<void> {
  const agent = await ctx.db.selectFrom('agent').select(['id', 'password_hash']).where('login_name', '=', method.loginName ?? '').executeTakeFirst();
  if (!agent || !(await verifyPassword(method.password ?? '', agent.password_hash))) throw new AppError('9001', { zh: '账号或密码错误', en: 'Wrong account or password.' });
  if (agent.id !== batch.agentId) throw new AppError('1047', {
    zh: '该保单不属于此出单账号，不能使用其余额支付',
    en: 'This policy does not belong to this agent account, so its balance cannot pay for it.',
  });
  return ctx.db.transaction().execute(async (trx) => {
    if (await lockAwaiting(trx, batch.batchId)) return;
    const debited = await trx
      .updateTable('agent')
      .set((eb) => ({ balance_fen: eb('balance_fen', '-', String(batch.amountFen)) }))
      .where('id', '=', agent.id)
      .where('balance_fen', '>=', String(batch.amountFen))
      .executeTakeFirst();
    if (debited.numUpdatedRows === 0n) throw new AppError('1053', { zh: '账户余额不足', en: 'The account balance is not enough.' });
    await insertPaid(trx, batch, { method: BALANCE, channel: 'balance' }, now);
  });
}

/** Transfer evidence (88/89): the holder's transfer, unused, covering the amount, claimed for this batch. */
async function payBatchByTransfer(ctx: SalesContext, batch: PayableBatch, method: BatchPayMethod, now: Date): Promise<void> {
  const evidenceNo = method.evidenceNo ?? '';
  await ctx.db.transaction().execute(async (trx) => {
    if (await lockAwaiting(trx, batch.batchId)) return;
    await checkEvidence(trx, evidenceNo, batch.holderName);
    const claimed = await trx
      .updateTable('bank_transfer')
      .set({ used_by_batch_id: batch.batchId, used_at: now })
      .where('evidence_no', '=', evidenceNo)
      .where('used_by_order_id', 'is', null)
      .where('used_by_batch_id', 'is', null)
      .where('amount_fen', '>=', String(batch.amountFen))
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) throw new AppError('1056', { zh: '转账金额不足以支付本批改', en: 'The transfer is not enough to pay for this endorsement.' });
    await insertPaid(trx, batch, { method: method.payMethod, channel: 'transfer', evidenceNo }, now);
  });
}

async function insertPaid(trx: Transaction<DB>, batch: PayableBatch, how: { method: string; channel: 'balance' | 'transfer'; evidenceNo?: string }, now: Date) {
  await trx
    .insertInto('payment')
    .values({
      id: newPaymentId(),
      order_id: batch.orderId,
      batch_id: batch.batchId,
      method: how.method,
      channel: how.channel,
      amount_fen: batch.amountFen,
      status: 'paid',
      evidence_no: how.evidenceNo ?? null,
      finished_at: now,
    })
    .execute();
  await markBatchPaid(trx, batch.batchId, now);
}

/** Asks the gateway about the batch's open trades, so a lost notification does not leave a paid batch waiting. */
export async function settleBatchTrades(ctx: SalesContext, batchId: string, now: Date = new Date()): Promise<void> {
  const payments = await ctx.db
    .selectFrom('payment')
    .select(['id', 'gateway', 'gateway_trade_no'])
    .where('batch_id', '=', batchId)
    .where('status', '=', 'pending')
    .where('gateway_trade_no', 'is not', null)
    .execute();
  for (const payment of payments) {
    const trade = await ctx.gateways.byName(payment.gateway).queryStatus(payment.gateway_trade_no ?? '');
    if (trade?.status !== 'SUCCESS' && trade?.status !== 'FAILED') continue;
    await applyTradeResult(ctx, { paymentId: payment.id, tradeNo: trade.tradeNo, status: trade.status, amountFen: trade.amountFen }, now);
  }
}

/** A batch called off: its pending trades close, so nobody pays for it any more (money that still arrives goes back). */
export async function closeBatchPayments(ctx: SalesContext, batchId: string, now: Date = new Date()): Promise<void> {
  const closed = await ctx.db
    .updateTable('payment')
    .set({ status: 'expired', finished_at: now, failure_reason: '批改已撤销' })
    .where('batch_id', '=', batchId)
    .where('status', '=', 'pending')
    .returning(['gateway', 'gateway_trade_no'])
    .execute();
  await closeTrades(ctx, closed);
}
