import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { yuanToFen } from '../../../domain/money';
import type { ModuleDeps } from '../../sales/deps';
import { AppError, ok } from '../../lib/envelope';
import { listOutbox, outboxAttachmentKey } from './outbox';

/**
 * Development helpers, never in production: the outbox of SMS and e-mails "sent", and recording a bank transfer
 * to try the transfer-evidence methods (88/89).
 */
export const devRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  if (deps.config.NODE_ENV === 'production') return;
  const ctx = deps.sales;

  app.get('/dev/outbox', async () => ok(await listOutbox(ctx.db, ctx.sensitive)));

  app.get('/dev/outbox/:id/attachment', { schema: { params: z.object({ id: z.string().regex(/^\d{1,18}$/) }) } }, async (request, reply) => {
    const attachment = await outboxAttachmentKey(ctx.db, request.params.id);
    if (!attachment) throw new AppError('404', '附件不存在', 404);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(attachment.name)}`)
      .send(await ctx.files.read(attachment.key));
  });

  app.post(
    '/dev/transfers',
    { schema: { body: z.object({ evidenceNo: z.string().trim().min(4).max(64), payerName: z.string().trim().min(1), amount: z.union([z.string(), z.number()]) }) } },
    async ({ body }) => {
      await ctx.db
        .insertInto('bank_transfer')
        .values({ evidence_no: body.evidenceNo, payer_name: body.payerName, amount_fen: yuanToFen(body.amount) })
        .onConflict((oc) => oc.column('evidence_no').doNothing())
        .execute();
      return ok(null, '已记录转账');
    },
  );
};
