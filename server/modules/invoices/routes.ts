import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enterpriseBank as bankAnswer, enterpriseLookupRequest, enterpriseTicketInfo as ticketAnswer, invoiceFileRequest, invoiceIssued, invoiceRequest } from '../../../domain/api/invoice';
import { answers, ok } from '../../lib/envelope';
import { requirePrincipal } from '../../plugins/auth';
import type { ModuleDeps } from '../../sales/deps';
import { idempotencyKeyOf } from '../../sales/idempotency';
import { scopeOf } from '../../sales/scope';
import { sendFile } from '../policy-manage';
import { enterpriseBank, enterpriseTicketInfo, invoicePdf, issueInvoice } from './service';

const INVOICE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** Invoices (fapiao) of the book's policies, and a company's invoice details as last given. */
export const invoiceRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx }) => {
  const scope = (request: Parameters<typeof requirePrincipal>[0]) => scopeOf(requirePrincipal(request));

  for (const mode of ['apply', 'reapply'] as const) {
    app.post(`/authorization/policyOperation/${mode}Invoice`, { schema: { body: invoiceRequest, response: { 200: answers(invoiceIssued) } }, config: INVOICE_LIMIT }, async (request) =>
      ok(await issueInvoice(ctx, scope(request), mode, request.body, idempotencyKeyOf(request, request.body.idempotencyKey)), {
        zh: '发票已开具并发送至邮箱',
        en: 'The invoice has been issued and sent by e-mail.',
      }),
    );
  }
  app.post('/authorization/policyOperation/exportInvoice', { schema: { body: invoiceFileRequest }, config: INVOICE_LIMIT }, async (request, reply) => {
    const file = await invoicePdf(ctx, scope(request), request.body.policyId);
    return sendFile(reply, 'application/pdf', `invoice-${file.invoiceNo}.pdf`, `电子发票-${file.invoiceNo}.pdf`, file.pdf);
  });
  app.post('/invoice/enterpriseTicketInfo', { schema: { body: enterpriseLookupRequest, response: { 200: answers(ticketAnswer) } } }, async (request) => ok(await enterpriseTicketInfo(ctx, scope(request), request.body)));
  app.post('/invoice/queryEnterpriseBank', { schema: { body: enterpriseLookupRequest, response: { 200: answers(bankAnswer) } } }, async (request) => ok(await enterpriseBank(ctx, scope(request), request.body)));
};
