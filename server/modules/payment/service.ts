import type { Kysely, Transaction } from 'kysely';
import QRCode from 'qrcode';
import type { CreatePaymentRequest } from '../../adapters/pay/gateway';
import type { Envelope } from '../../lib/envelope';
import type { BalancePayRequest, EvidencePayRequest, OrderStatus, PayContent, PayStatusContent } from '../../../domain/api/payment';
import { PAY_CODES, STILL_PROCESSING } from '../../../domain/api/payment';
import { payDialogModeOf } from '../../../domain/code-tables';
import type { LocalText } from '../../../domain/catalog/text';
import { fenToYuanText } from '../../../domain/money';
import { maskName } from '../../../domain/privacy/mask';
import type { DB } from '../../db/schema';
import { AppError, ok } from '../../lib/envelope';
import { verifyPassword } from '../../sales/passwords';
import { idempotent } from '../../sales/idempotency';
import { newPaymentId } from '../../sales/order-id';
import { effectiveStatus, loadOrder, lockOrder, type OrderRow, orderDetails } from '../../sales/orders';
import { requireUnderwritten } from '../../sales/underwriting';
import type { SalesContext } from '../../sales/context';
import type { Payer } from '../../adapters/pay';
import { overlapMessage, rivalCover } from '../../sales/standing';
import { applyTradeResult, markOrderPaid, settleOpenTrades } from './transitions';
import { productNames } from '../../catalog';

/** A reason written to follow a colon ("…: an insured already holds …") said on its own. */
const asSentence = (text: LocalText): LocalText => ({ zh: text.zh, en: `${text.en.charAt(0).toUpperCase()}${text.en.slice(1)}` });

const PAY_ERRORS = {
  orderMissing: () => new AppError(PAY_CODES.orderMissing, { zh: '订单不存在', en: 'Order not found.' }),
  expired: () => new AppError('1045', { zh: '订单已超过支付时限，请重新投保', en: 'The order is past its payment deadline; please apply again.' }),
  notPaid: () => new AppError(PAY_CODES.notPaid, { zh: '订单尚未支付', en: 'The order is not paid yet.' }),
  refused: (reason: LocalText) => new AppError(PAY_CODES.refused, {
    zh: `${reason.zh}，已付款项将原路退回`,
    en: `${asSentence(reason).en}; the payment will be refunded to where it came from.`,
  }),
  failed: (reason: string) => new AppError('1050', { zh: `支付失败：${reason}`, en: `Payment failed: ${reason}` }),
};

function payContent(order: OrderRow, payment: { id: string; method: string }, payUrl: string, paid: boolean): PayContent {
  return {
    policyId: order.id,
    paymentId: payment.id,
    payMethod: payment.method,
    payUrl,
    totalPremium: fenToYuanText(Number(order.premium_fen)),
    productCode: order.product_code,
    name: orderDetails(order).productName,
    expiresAt: new Date(order.expires_at).toISOString(),
    paid,
  };
}

/** Refuses a missing order and one past its pay-by time. */
function requirePayable(order: OrderRow | undefined, now: Date): asserts order is OrderRow {
  if (!order) throw PAY_ERRORS.orderMissing();
  if (effectiveStatus(order, now) === 'expired') throw PAY_ERRORS.expired();
}

/** One person, one policy of a benefit per period: checked again when money is taken, not only at save. */
async function requireNoRival(trx: Transaction<DB>, order: OrderRow): Promise<void> {
  if (order.status !== 'unpaid') return;
  const rival = await rivalCover(trx, order);
  if (rival) throw new AppError(PAY_CODES.refused, asSentence(overlapMessage(rival)));
}

/** Orders refunded before the English reason was kept say it in Chinese on English pages too. */
function refundReasonOf(order: OrderRow): LocalText {
  if (!order.refund_reason) return { zh: '订单未能承保', en: 'The order could not be covered' };
  return { zh: order.refund_reason, en: order.refund_reason_en ?? order.refund_reason };
}

function alreadyPaid(order: OrderRow): boolean {
  return order.status === 'paid' || order.status === 'issued';
}

/**
 * A QR-code or online payment through the gateway. Paying again while a trade of the same method is open
 * returns that trade, so a double click or a retry never opens a second one.
 */
export async function startGatewayPayment(
  ctx: SalesContext,
  orderId: string,
  method: string,
  linkBase: string,
  payer: Payer = { place: 'phone' },
  now: Date = new Date(),
): Promise<PayContent> {
  const qrCode = payDialogModeOf(method) === 'qrCode';
  const gatewayName = ctx.gateways.choose(method, qrCode, payer);
  const { order, payment } = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, orderId);
    requirePayable(locked, now);
    if (alreadyPaid(locked)) return { order: locked, payment: null };
    await requireUnderwritten(trx, locked);
    // Refused before the cashier opens: a person already covered is told now, not refunded after paying.
    await requireNoRival(trx, locked);
    const open = await trx
      .selectFrom('payment')
      .select(['id', 'method', 'pay_url', 'gateway'])
      .where('order_id', '=', orderId)
      .where('batch_id', 'is', null)
      .where('channel', '=', 'gateway')
      .where('method', '=', method)
      .where('gateway', '=', gatewayName)
      .where('status', '=', 'pending')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (open) return { order: locked, payment: open };
    const created = { id: newPaymentId(), method, pay_url: null, gateway: gatewayName };
    await trx
      .insertInto('payment')
      .values({ id: created.id, order_id: orderId, method, channel: 'gateway', gateway: gatewayName, amount_fen: locked.premium_fen, status: 'pending' })
      .execute();
    return { order: locked, payment: created };
  });
  if (!payment) return payContent(order, { id: '', method }, '', true);

  const payUrl = await openTrade(ctx, payment, {
    amountFen: Number(order.premium_fen),
    subject: orderDetails(order).productName,
    expiresAt: new Date(order.expires_at),
    returnUrl: `${linkBase}/result?policyId=${encodeURIComponent(order.id)}`,
    payer: { openid: payer.openid, clientIp: payer.clientIp },
  });
  if (payUrl === null) return startGatewayPayment(ctx, orderId, method, linkBase, payer, now);
  const content = payContent(order, payment, payUrl, false);
  // Inside WeChat the page pays through WeixinJSBridge, with the prepay id signed by the merchant key.
  if (payment.gateway === 'wechat-jsapi' && ctx.gateways.wechat) return { ...content, jsapi: ctx.gateways.wechat.jsapi.jsapiParams(payUrl) };
  return withQrCode(content, method);
}

/**
 * The gateway trade of a pending payment, opened once: answers where to pay, or null when a simultaneous first call
 * recorded its own trade first (this one is closed unused, and the caller asks again).
 */
export async function openTrade(
  ctx: SalesContext,
  payment: { id: string; pay_url: string | null; gateway?: string },
  trade: Omit<CreatePaymentRequest, 'paymentId'>,
): Promise<string | null> {
  if (payment.pay_url) return payment.pay_url;
  // The gateway chosen when the payment was recorded (the sandbox for payments recorded without one).
  const gateway = ctx.gateways.byName(payment.gateway ?? 'sandbox');
  const created = await gateway.createPayment({ paymentId: payment.id, ...trade });
  const recorded = await ctx.db
    .updateTable('payment')
    .set({ gateway_trade_no: created.tradeNo, pay_url: created.cashierUrl })
    .where('id', '=', payment.id)
    .where('gateway_trade_no', 'is', null)
    .executeTakeFirst();
  if (recorded.numUpdatedRows === 0n) {
    await gateway.close(created.tradeNo);
    return null;
  }
  return created.cashierUrl;
}

/** QR-code methods also get the cashier link drawn as a QR code. */
export async function withQrCode<T extends { payUrl: string }>(content: T, method: string): Promise<T & { qrCode?: string }> {
  if (payDialogModeOf(method) !== 'qrCode') return content;
  return { ...content, qrCode: await QRCode.toDataURL(content.payUrl, { margin: 1, width: 240, errorCorrectionLevel: 'M' }) };
}

/** Balance pay (66): the issuing account and password again, then one atomic debit of the agent's balance. */
export async function payByBalance(ctx: SalesContext, body: BalancePayRequest, idempotencyKey?: string, now: Date = new Date()): Promise<Envelope<PayContent>> {
  const agent = await ctx.db.selectFrom('agent').select(['id', 'password_hash']).where('login_name', '=', body.loginName).executeTakeFirst();
  if (!agent || !(await verifyPassword(body.password, agent.password_hash))) throw new AppError('9001', { zh: '账号或密码错误', en: 'Wrong account or password.' });
  // The password never reaches the idempotency record, not even hashed.
  const { password: _password, ...fingerprint } = body;
  return idempotent(ctx.db, `pay:${body.policyId}`, idempotencyKey, fingerprint, async (trx) => {
    const order = await lockOrder(trx, body.policyId);
    requirePayable(order, now);
    if (order.agent_id !== agent.id) throw new AppError('1047', {
      zh: '该订单不属于此出单账号，不能使用其余额支付',
      en: 'This order does not belong to this agent account, so its balance cannot pay for it.',
    });
    const payment = { id: newPaymentId(), method: '66' };
    if (alreadyPaid(order)) return ok(payContent(order, payment, '', true), { zh: '订单已支付', en: 'The order is paid.' });
    await requireNoRival(trx, order);
    await requireUnderwritten(trx, order);
    const debited = await trx
      .updateTable('agent')
      .set((eb) => ({ balance_fen: eb('balance_fen', '-', order.premium_fen) }))
      .where('id', '=', agent.id)
      .where('balance_fen', '>=', order.premium_fen)
      .executeTakeFirst();
    if (debited.numUpdatedRows === 0n) throw new AppError(PAY_CODES.balanceShort, { zh: '账户余额不足', en: 'The account balance is not enough.' });
    await trx
      .insertInto('payment')
      .values({ id: payment.id, order_id: order.id, method: '66', channel: 'balance', amount_fen: order.premium_fen, status: 'paid', finished_at: now })
      .execute();
    await markOrderPaid(trx, ctx, order, now);
    return ok(payContent(order, payment, '', true), { zh: '支付成功', en: 'Payment succeeded.' });
  });
}

/** The recorded, unused transfer an evidence number names, if it is the holder's and the amount covers the order. */
export async function checkEvidence(db: Kysely<DB>, evidenceNo: string, holderName: string): Promise<{ evidenceNo: string; amount: string }> {
  const transfer = await db.selectFrom('bank_transfer').selectAll().where('evidence_no', '=', evidenceNo).executeTakeFirst();
  if (!transfer || transfer.payer_name !== holderName) throw new AppError('1054', {
    zh: '未查询到该支付凭证对应的转账记录，请核对后重新输入',
    en: 'No transfer was found for this payment reference; please check it and enter it again.',
  });
  if (transfer.used_by_order_id || transfer.used_by_batch_id) throw new AppError('1055', { zh: '该支付凭证已被使用', en: 'This payment reference has already been used.' });
  return { evidenceNo, amount: fenToYuanText(Number(transfer.amount_fen)) };
}

/** Transfer evidence (88/89): the transfer pays exactly one order, claimed with a conditional update. */
export async function payByEvidence(ctx: SalesContext, body: EvidencePayRequest, idempotencyKey?: string, now: Date = new Date()): Promise<Envelope<PayContent>> {
  return idempotent(ctx.db, `pay:${body.policyId}`, idempotencyKey, body, async (trx) => {
    const order = await lockOrder(trx, body.policyId);
    requirePayable(order, now);
    const payment = { id: newPaymentId(), method: body.payMethod ?? '88' };
    if (alreadyPaid(order)) return ok(payContent(order, payment, '', true), { zh: '订单已支付', en: 'The order is paid.' });
    await requireNoRival(trx, order);
    await requireUnderwritten(trx, order);
    await checkEvidence(trx, body.evidenceNo, order.holder_name);
    const claimed = await trx
      .updateTable('bank_transfer')
      .set({ used_by_order_id: order.id, used_at: now })
      .where('evidence_no', '=', body.evidenceNo)
      .where('used_by_order_id', 'is', null)
      .where('used_by_batch_id', 'is', null)
      .where('amount_fen', '>=', order.premium_fen)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) throw new AppError('1056', { zh: '转账金额不足以支付本订单', en: 'The transfer is not enough to pay for this order.' });
    await trx
      .insertInto('payment')
      .values({
        id: payment.id,
        order_id: order.id,
        method: payment.method,
        channel: 'transfer',
        amount_fen: order.premium_fen,
        status: 'paid',
        evidence_no: body.evidenceNo,
        finished_at: now,
      })
      .execute();
    await markOrderPaid(trx, ctx, order, now);
    return ok(payContent(order, payment, '', true), { zh: '支付成功', en: 'Payment succeeded.' });
  });
}

function statusContent(order: OrderRow, status: OrderStatus, policyNo: string | null): PayStatusContent {
  return {
    policyId: order.id,
    status,
    policyNo,
    totalPremium: fenToYuanText(Number(order.premium_fen)),
    productCode: order.product_code,
    productName: productNames(order.product_code, orderDetails(order).productName).productName,
    // Anyone holding the order id may poll: the holder's name goes out masked.
    holderName: maskName(order.holder_name),
    expiresAt: new Date(order.expires_at).toISOString(),
  };
}

/**
 * The status poll of portal-spec 4: 00 paid (or issued), 1049 still processing, any other code stops; every
 * answer carries the order's summary. An open trade is asked at the gateway too, so a lost notification does
 * not leave a paid order waiting.
 */
export async function payStatus(ctx: SalesContext, orderId: string, now: Date = new Date(), asked = false): Promise<Envelope<PayStatusContent>> {
  const order = await loadOrder(ctx.db, orderId);
  if (!order) throw PAY_ERRORS.orderMissing();
  const status = effectiveStatus(order, now);
  // "Expired" is said only after the gateway confirms no trade of the order was paid.
  if (status === 'expired' && !asked && (await settleOpenTrades(ctx, orderId, now)).length > 0) return payStatus(ctx, orderId, now, true);
  if (status === 'paid' || status === 'issued') {
    const policy = await ctx.db.selectFrom('policy').select('policy_no').where('order_id', '=', order.id).executeTakeFirst();
    return ok(statusContent(order, status, policy?.policy_no ?? null), status === 'issued' ? '保单已生成' : '支付成功，保单生成中');
  }
  const summary = statusContent(order, status, null);
  if (status === 'expired') throw withSummary(PAY_ERRORS.expired(), summary);
  if (status === 'refunded') throw withSummary(PAY_ERRORS.refused(refundReasonOf(order)), summary);
  const latest = await ctx.db
    .selectFrom('payment')
    .select(['id', 'status', 'gateway', 'gateway_trade_no', 'failure_reason'])
    .where('order_id', '=', order.id)
    .where('batch_id', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!latest) throw withSummary(PAY_ERRORS.notPaid(), summary);
  if (latest.status === 'failed') throw withSummary(PAY_ERRORS.failed(latest.failure_reason ?? '支付未完成'), summary);
  if (latest.status === 'pending' && latest.gateway_trade_no) {
    const trade = await ctx.gateways.byName(latest.gateway).queryStatus(latest.gateway_trade_no);
    if (trade && (trade.status === 'SUCCESS' || trade.status === 'FAILED')) {
      await applyTradeResult(ctx, { paymentId: latest.id, tradeNo: trade.tradeNo, status: trade.status, amountFen: trade.amountFen }, now);
      return payStatus(ctx, orderId, now);
    }
  }
  throw new AppError(STILL_PROCESSING, { zh: '支付结果确认中', en: 'The payment result is being confirmed.' }, 200, summary);
}

function withSummary(error: AppError, summary: PayStatusContent): AppError {
  return new AppError(error.returnCode, error.text, error.statusCode, summary);
}
