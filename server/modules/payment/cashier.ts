import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SANDBOX_CASHIER_PATH, SandboxTradeError } from '../../adapters/pay/sandbox-gateway';
import type { ModuleDeps } from '../../sales/deps';
import { enqueueJob } from '../../jobs/queue';
import type { SalesContext } from '../../sales/context';
import { cashierPage } from './cashier-page';
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
