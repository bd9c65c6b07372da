import { type RiskCheckAnswer, UNDERWRITING_REFUSED } from '../../../domain/api/risk';
import type { ContentLanguage } from '../../../domain/catalog/text';
import { riskReasonText } from '../../../domain/rules';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { effectiveStatus, type OrderRow } from '../../sales/orders';
import { riskCheckOf } from './assess';

/**
 * The underwriting decision on an order: declined when a rule is past what the insurer takes; held until the
 * signed notice with the holder's seal is uploaded when a rule asks for it; accepted otherwise. The decision is
 * stored with the order; a refusal answers its code with the reasons in words.
 */
export async function underwrite(ctx: SalesContext, order: OrderRow): Promise<RiskCheckAnswer> {
  const check = await riskCheckOf(ctx, order);
  if (check.level === 'refuse') {
    await riskCheckOf(ctx, order, 'declined');
    const refusing = check.reasons.filter((reason) => reason.level === 'refuse');
    const reasons = (language: ContentLanguage) => refusing.map((reason) => riskReasonText(reason, language));
    const text = { zh: `该单超出承保范围，无法投保：${reasons('zh').join('；')}`, en: `This application is outside the cover we can offer: ${reasons('en').join('; ')}` };
    throw new AppError(UNDERWRITING_REFUSED.declined, text, 200, { ...check, stage: 'declined' });
  }
  if (check.uploadRequired && !check.sealFound) {
    throw new AppError(UNDERWRITING_REFUSED.noticeMissing, {
      zh: '请先上传已签字并加盖公章的风险告知书',
      en: 'Please upload the risk notice, signed and stamped with the company seal, first.',
    }, 200, check);
  }
  return riskCheckOf(ctx, order, 'accepted');
}

/** Before payment: only an order that can still be paid is underwritten. */
export async function underwriteBeforePay(ctx: SalesContext, order: OrderRow): Promise<RiskCheckAnswer> {
  if (effectiveStatus(order) !== 'unpaid') throw new AppError(UNDERWRITING_REFUSED.notPayable, {
    zh: '订单已支付或已过期，无需核保',
    en: 'The order is paid or has expired; it needs no underwriting.',
  });
  return underwrite(ctx, order);
}

/** After payment (insurers that underwrite paid orders): only a paid or issued order. */
export async function underwriteAfterPay(ctx: SalesContext, order: OrderRow): Promise<RiskCheckAnswer> {
  if (order.status !== 'paid' && order.status !== 'issued') throw new AppError(UNDERWRITING_REFUSED.notPayable, {
    zh: '订单尚未支付，请先支付',
    en: 'The order is not paid yet; please pay first.',
  });
  return underwrite(ctx, order);
}
