import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { yuanToFen } from '../../../domain/money';
import type { ModuleDeps } from '../../sales/deps';
import { AppError, ok } from '../../lib/envelope';
import { applyEndorsement } from '../endorsements';
import { checkStatements } from '../payment';
import { beijingMidnight } from '../../sales/endorsement-payment';
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
    if (!attachment) throw new AppError('404', { zh: '附件不存在', en: 'Attachment not found.' }, 404);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(attachment.name)}`)
      .send(await ctx.files.read(attachment.key));
  });

  // The clock jumps to a batch's effective date: its apply job runs now (an e2e journey cannot wait until midnight).
  app.post('/dev/endorsements/:id/apply', { schema: { params: z.object({ id: z.string().regex(/^B[0-9A-Za-z]{6,40}$/) }) } }, async (request) => {
    const batch = await ctx.db.selectFrom('endorsement_batch').select('effective_date').where('id', '=', request.params.id).executeTakeFirst();
    if (!batch?.effective_date) throw new AppError('404', { zh: '批改不存在', en: 'Endorsement not found.' }, 404);
    await applyEndorsement(ctx, request.params.id, new Date(Math.max(Date.now(), beijingMidnight(batch.effective_date).getTime())));
    return ok(null, { zh: '批改已按生效日处理', en: 'Endorsements have been processed by effective date.' });
  });

  // The daily statement check now, for a day (an e2e journey cannot wait for 08:00 Beijing time).
  app.post('/dev/statement-checks', { schema: { body: z.object({ billDate: z.iso.date() }) } }, async ({ body }) => ok(await checkStatements(ctx, body.billDate)));

  app.post(
    '/dev/transfers',
    { schema: { body: z.object({ evidenceNo: z.string().trim().min(4).max(64), payerName: z.string().trim().min(1), amount: z.union([z.string(), z.number()]) }) } },
    async ({ body }) => {
      await ctx.db
        .insertInto('bank_transfer')
        .values({ evidence_no: body.evidenceNo, payer_name: body.payerName, amount_fen: yuanToFen(body.amount) })
        .onConflict((oc) => oc.column('evidence_no').doNothing())
        .execute();
      return ok(null, { zh: '已记录转账', en: 'The transfer has been recorded.' });
    },
  );
};
