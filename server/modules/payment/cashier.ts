import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SANDBOX_CASHIER_PATH, type SandboxTrade, SandboxTradeError } from '../../adapters/pay/sandbox-gateway';
import { fenToYuanText } from '../../../domain/money';
import type { ModuleDeps } from '../../sales/deps';
import { enqueueJob } from '../../jobs/queue';
import type { SalesContext } from '../../sales/context';
import { receiveNotification } from './transitions';

const tradeParams = z.object({ tradeNo: z.string().regex(/^SBX[0-9a-f]{10,40}$/i) });
const decision = z.object({ outcome: z.enum(['confirm', 'fail']) });

/**
 * The gateway tells the shop: in-process, through the same verification as the notify endpoint. If the shop
 * cannot take it now, a job retries with back-off, as a real gateway does.
 */
export async function deliverSandboxNotification(ctx: SalesContext, tradeNo: string): Promise<void> {
  const trade = await ctx.gateway.loadTrade(tradeNo);
  if (!trade) return;
  const { notification, signature } = ctx.gateway.notificationOf(trade);
  await receiveNotification(ctx, notification, signature);
}

/**
 * The sandbox gateway's cashier, a server-rendered page (no script: CSP-safe): the payer confirms or fails the
 * payment. Under /api so the service worker never answers it with the app shell. Paths:
 * GET /api/sandbox-pay/cashier/{tradeNo}, POST the same with outcome=confirm|fail.
 */
export const cashierRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx }) => {
  const path = `${SANDBOX_CASHIER_PATH.replace(/^\/api/, '')}/:tradeNo`;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(path, { schema: { params: tradeParams } }, async (request, reply) => {
    const trade = await ctx.gateway.loadTrade(request.params.tradeNo);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(cashierPage(trade, new Date()));
  });

  app.post(path, { schema: { params: tradeParams, body: decision } }, async (request, reply) => {
    const { tradeNo } = request.params;
    try {
      const trade = await ctx.gateway.finish(tradeNo, request.body.outcome === 'confirm' ? 'SUCCESS' : 'FAILED');
      try {
        await deliverSandboxNotification(ctx, tradeNo);
      } catch (error) {
        request.log.warn({ err: error, tradeNo }, 'sandbox notification failed; retrying in the background');
        await enqueueJob(ctx.db, { kind: 'sandbox-notify', payload: { tradeNo }, dedupeKey: `sandbox-notify:${tradeNo}` });
      }
      return reply.redirect(trade.returnUrl, 303);
    } catch (error) {
      if (!(error instanceof SandboxTradeError)) throw error;
      const trade = await ctx.gateway.loadTrade(tradeNo);
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(cashierPage(trade, new Date()));
    }
  });
};

const STATUS_TEXT: Record<SandboxTrade['status'], string> = {
  WAITING: '待支付',
  SUCCESS: '支付成功',
  FAILED: '支付失败',
  CLOSED: '交易已关闭',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function beijingTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

function cashierPage(trade: SandboxTrade | null, now: Date): string {
  const body = (() => {
    if (!trade) return '<p class="state">交易不存在</p>';
    const open = trade.status === 'WAITING' && trade.expiresAt > now;
    const state = trade.status === 'WAITING' && !open ? '支付已超时' : STATUS_TEXT[trade.status];
    const action = `${SANDBOX_CASHIER_PATH}/${encodeURIComponent(trade.tradeNo)}`;
    return `
      <p class="amount"><small>¥</small>${fenToYuanText(trade.amountFen)}</p>
      <dl>
        <dt>商品</dt><dd>${escapeHtml(trade.subject)}</dd>
        <dt>交易号</dt><dd>${escapeHtml(trade.tradeNo)}</dd>
        <dt>状态</dt><dd>${state}</dd>
        ${open ? `<dt>请于</dt><dd>${beijingTime(trade.expiresAt)}（北京时间）前完成支付</dd>` : ''}
      </dl>
      ${
        open
          ? `<form method="post" action="${action}"><input type="hidden" name="outcome" value="confirm"><button class="pay" type="submit">确认支付</button></form>
             <form method="post" action="${action}"><input type="hidden" name="outcome" value="fail"><button class="fail" type="submit">模拟支付失败</button></form>`
          : `<a class="back" href="${escapeHtml(trade.returnUrl)}">返回商户查看结果</a>`
      }`;
  })();
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>沙箱收银台</title>
<style>
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f5f5f5;color:#333}
header{background:#1677ff;color:#fff;padding:14px 16px;font-size:17px}
header small{display:block;opacity:.8;font-size:12px;margin-top:2px}
main{max-width:480px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:8px;padding:20px 16px}
.amount{font-size:34px;text-align:center;margin:8px 0 16px;font-weight:600}.amount small{font-size:18px}
dl{display:grid;grid-template-columns:5em 1fr;gap:8px;margin:0 0 20px;font-size:14px}dt{color:#888}dd{margin:0;word-break:break-all}
button,.back{display:block;box-sizing:border-box;width:100%;border:0;border-radius:6px;padding:13px;font-size:16px;margin-top:12px;text-align:center;text-decoration:none}
.pay,.back{background:#1677ff;color:#fff}.fail{background:#fff;color:#ff3141;border:1px solid #ff3141}
.state{text-align:center;font-size:18px}
</style></head>
<body><header>沙箱收银台<small>测试环境，不产生真实扣款</small></header><main><div class="card">${body}</div></main></body></html>`;
}
