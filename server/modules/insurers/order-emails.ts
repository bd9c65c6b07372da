import type { OrderEmailRequest, SentEmail } from '../../../domain/api/insurers';
import { fenToYuanText } from '../../../domain/money';
import { maskIdNumber } from '../../../domain/privacy/mask';
import { checkEmail } from '../../../domain/validators';
import { outboxMail } from '../../adapters/mail/outbox-mail';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { effectiveStatus, orderDetails, type OrderRow } from '../../sales/orders';
import { requireOwnOrder } from '../orders';
import { requireProduct } from '../../sales/products';

const NOT_PAYABLE = '1082';
const NO_RECIPIENT = '1060';
const NOT_ISSUED = '1084';

/** Where an insurer receives applications and policies from us (fictional addresses, like the insurers). */
export function underwritingMailbox(insurerCode: string): string {
  return `underwriting@${insurerCode}.insurer.example.cn`;
}

function recipient(ctx: SalesContext, order: OrderRow, email: string | undefined): string {
  const to = email || (order.holder_email_enc ? ctx.sensitive.decrypt(order.holder_email_enc) : '');
  if (!to) throw new AppError(NO_RECIPIENT, { zh: '请填写接收邮件的邮箱', en: 'Please enter the e-mail address to send to.' });
  if (!checkEmail(to).ok) throw new AppError('1059', { zh: '邮箱格式不正确', en: 'The e-mail address is not valid.' });
  return to;
}

async function send(ctx: SalesContext, message: { to: string; subject: string; text: string; attachment?: { name: string; key: string }; policyNo?: string }): Promise<SentEmail> {
  await outboxMail(ctx.db, ctx.sensitive).send(message);
  return { to: message.to, subject: message.subject };
}

/** An unpaid order's pay link, to the address given or the holder's (/policy/payUrlOrderSendEmail, /taikang/payNotice). */
export async function sendPayNotice(ctx: SalesContext, agentId: string, request: OrderEmailRequest, base: string, now = new Date()): Promise<SentEmail> {
  const order = await requireOwnOrder(ctx, agentId, request.policyId);
  if (effectiveStatus(order, now) !== 'unpaid') throw new AppError(NOT_PAYABLE, {
    zh: '该订单已支付或已过支付期限，无需发送支付通知',
    en: 'This order is paid or past its payment deadline; no payment notice is needed.',
  });
  const { productName } = orderDetails(order);
  const premium = fenToYuanText(Number(order.premium_fen));
  const payBy = new Date(order.expires_at).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });
  return send(ctx, {
    to: recipient(ctx, order, request.email),
    subject: `保费支付通知：${productName}`,
    text: [
      `尊敬的${order.holder_name}：`,
      '',
      `您投保的「${productName}」（订单号 ${order.id}）待支付保费 ${premium} 元，请于 ${payBy} 前完成支付：`,
      `${base}/pay?policyId=${encodeURIComponent(order.id)}`,
      '',
      '逾期未支付，订单将自动失效。',
    ].join('\n'),
  });
}

/** The application as the insurer's underwriters read it: terms, holder and every insured, ID numbers masked. */
export async function sendApplicationToInsurer(ctx: SalesContext, agentId: string, request: OrderEmailRequest): Promise<SentEmail> {
  const order = await requireOwnOrder(ctx, agentId, request.policyId);
  const product = requireProduct(order.product_code);
  const insureds = await ctx.db
    .selectFrom('order_insured')
    .select(['seq', 'name', 'id_type', 'id_number_enc', 'birth_date', 'occupation_name', 'premium_fen'])
    .where('order_id', '=', order.id)
    .orderBy('seq')
    .execute();
  const lines = insureds.map(
    (insured) =>
      `${insured.seq}. ${insured.name}  ${maskIdNumber(ctx.sensitive.decrypt(insured.id_number_enc))}  ${insured.birth_date ?? ''}  ${insured.occupation_name ?? ''}  ${fenToYuanText(Number(insured.premium_fen))}元`,
  );
  return send(ctx, {
    to: request.email || underwritingMailbox(product.insurer.code),
    subject: `投保申请：${product.name.zh}（订单号 ${order.id}）`,
    text: [
      `产品：${product.name.zh}（${product.code}），计划 ${order.plan_code}`,
      `保险期间：${order.start_date} 至 ${order.end_date}`,
      `投保人：${order.holder_name}`,
      `被保险人 ${insureds.length} 人，保费合计 ${fenToYuanText(Number(order.premium_fen))} 元：`,
      ...lines,
    ].join('\n'),
  });
}

/** An issued policy's e-policy to the insurer's mailbox (/email/sendEmailToSanxing). */
export async function sendPolicyToInsurer(ctx: SalesContext, agentId: string, orderId: string): Promise<SentEmail> {
  const order = await requireOwnOrder(ctx, agentId, orderId);
  const policy = await ctx.db.selectFrom('policy').select(['policy_no', 'pdf_key']).where('order_id', '=', order.id).executeTakeFirst();
  if (!policy) throw new AppError(NOT_ISSUED, { zh: '该订单尚未出单，暂无电子保单', en: 'This order has not been issued yet, so there is no e-policy.' });
  const product = requireProduct(order.product_code);
  return send(ctx, {
    to: underwritingMailbox(product.insurer.code),
    subject: `电子保单 ${policy.policy_no}：${product.name.zh}`,
    text: `${product.insurer.name.zh}：\n\n保单 ${policy.policy_no}（投保人 ${order.holder_name}，${order.start_date} 至 ${order.end_date}）已出单，电子保单见附件。`,
    attachment: { name: `电子保单-${policy.policy_no}.pdf`, key: policy.pdf_key },
    policyNo: policy.policy_no,
  });
}
