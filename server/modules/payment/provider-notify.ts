import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AlipayNotificationError } from '../../adapters/pay/alipay';
import type { GatewayTrade } from '../../adapters/pay/gateway';
import { WechatNotificationError } from '../../adapters/pay/wechat-pay';
import { AppError, ok } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { applyRefundResult } from './refunds';
import { applyTradeResult } from './transitions';

const NOTIFY_BODY_LIMIT = 64 * 1024;

/** A final trade result goes through the same exactly-once path as the sandbox's; a waiting or closed one changes nothing. */
async function applyNotified(ctx: SalesContext, trade: GatewayTrade) {
  if (trade.status !== 'SUCCESS' && trade.status !== 'FAILED') return 'unchanged';
  return applyTradeResult(ctx, { paymentId: trade.paymentId, tradeNo: trade.tradeNo, status: trade.status, amountFen: trade.amountFen });
}

/**
 * The real gateways' notifications: POST /api/pay/notify/wechat (payments and refunds) and /api/pay/notify/alipay.
 * Their signatures cover the raw body, so this scope reads JSON and forms as text. A forged one changes nothing.
 */
export const providerNotifyRoutes: FastifyPluginAsyncZod<{ sales: SalesContext }> = async (app, { sales: ctx }) => {
  for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) => done(null, body));
  }

  app.post('/pay/notify/wechat', { schema: { body: z.string().max(NOTIFY_BODY_LIMIT).optional() } }, async (request) => {
    const gateway = ctx.gateways.wechat?.native;
    if (!gateway) throw new AppError('1404', { zh: '未启用微信支付', en: 'WeChat Pay is not enabled.' }, 404);
    let notice: ReturnType<typeof gateway.parseNotification>;
    try {
      notice = gateway.parseNotification(request.headers, request.body ?? '');
    } catch (error) {
      // WeChat Pay retries a notification answered with an error; a forged one changes nothing.
      if (error instanceof WechatNotificationError) throw new AppError('SIGN_INVALID', { zh: '通知签名无效', en: 'The notification\'s signature is not valid.' }, 401);
      throw error;
    }
    if (notice.event === 'refund') {
      await applyRefundResult(ctx, notice.refund);
      return ok({ outcome: 'refund' }, 'SUCCESS');
    }
    return ok({ outcome: await applyNotified(ctx, notice.trade) }, 'SUCCESS');
  });

  // Alipay stops retrying when the answer is exactly "success".
  app.post('/pay/notify/alipay', { schema: { body: z.string().max(NOTIFY_BODY_LIMIT).optional() } }, async (request, reply) => {
    const gateway = ctx.gateways.alipay?.qr;
    if (!gateway) throw new AppError('1404', { zh: '未启用支付宝', en: 'Alipay is not enabled.' }, 404);
    let trade: GatewayTrade;
    try {
      trade = gateway.parseNotification(Object.fromEntries(new URLSearchParams(request.body ?? '')));
    } catch (error) {
      if (error instanceof AlipayNotificationError) throw new AppError('SIGN_INVALID', { zh: '通知签名无效', en: 'The notification\'s signature is not valid.' }, 401);
      throw error;
    }
    await applyNotified(ctx, trade);
    return reply.type('text/plain; charset=utf-8').send('success');
  });
};
