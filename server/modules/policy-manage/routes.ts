import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { batchPage as batchPageAnswer, batchPageRequest, corporationList, orderIdRequest, updateInvoiceRequest } from '../../../domain/api/order-manage';
import {
  cancelQuote,
  cancelRequest,
  changeBankRequest,
  insuredPage as insuredPageAnswer,
  insuredPageRequest,
  policyDetail as policyDetailAnswer,
  policyFileRequest,
  policyIdQuery,
  policyListPage,
  policyListRequest,
  policyResult as policyResultAnswer,
  policySearch,
} from '../../../domain/api/policy-manage';
import { answers, ok } from '../../lib/envelope';
import { requirePrincipal } from '../../plugins/auth';
import type { ModuleDeps } from '../../sales/deps';
import { idempotencyKeyOf } from '../../sales/idempotency';
import { scopeOf } from '../../sales/scope';
import { exportInsureds, exportPolicies } from './exports';
import { originalPolicy } from './original-policy';
import { batchPage, corporations, deleteOrder, updateInvoiceInfo } from './orders';
import { cancel, changeBank, insuredPage, listPolicies, policyDetail, policyResult } from './service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const EXPORT_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** A file answer: never cached, named for both old and new browsers. */
export function sendFile(reply: FastifyReply, type: string, asciiName: string, name: string, body: unknown) {
  return reply
    .type(type)
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(body);
}

/** /policyManage and /policyInfo: the principal's policies, one policy's detail and insureds, and the operations on them. */
export const policyManageRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx }) => {
  const scope = (request: Parameters<typeof requirePrincipal>[0]) => scopeOf(requirePrincipal(request));

  const DETAIL = { 200: answers(policyDetailAnswer) };
  const RESULT = { 200: answers(policyResultAnswer) };

  app.post('/policy/queryPolicyList', { schema: { body: policyListRequest, response: { 200: answers(policyListPage) } } }, async (request) => ok(await listPolicies(ctx, scope(request), request.body)));
  app.post('/policy/queryPolicy', { schema: { querystring: policyIdQuery, response: DETAIL } }, async (request) => ok(await policyDetail(ctx, scope(request), request.query.policyId)));
  app.post('/policy/getPolicyInfo', { schema: { body: insuredPageRequest, response: { 200: answers(insuredPageAnswer) } } }, async (request) => ok(await insuredPage(ctx, scope(request), request.body)));
  app.post('/policy/queryPolicyResult', { schema: { body: policyIdQuery, response: RESULT } }, async (request) => ok(await policyResult(ctx, scope(request), request.body.policyId)));
  app.post('/policy/changeBank', { schema: { body: changeBankRequest } }, async (request) => ok(await changeBank(ctx, scope(request), request.body), {
    zh: '退费账户已变更',
    en: 'The refund account has been changed.',
  }));

  app.post('/authorization/queryOrderDetails', { schema: { body: orderIdRequest, response: DETAIL } }, async (request) => ok(await policyDetail(ctx, scope(request), request.body.orderId)));
  app.post('/authorization/queryPolicyByOrderId', { schema: { body: orderIdRequest, response: RESULT } }, async (request) => ok(await policyResult(ctx, scope(request), request.body.orderId)));
  app.post('/authorization/deleteOrder', { schema: { body: orderIdRequest } }, async (request) => ok(await deleteOrder(ctx, scope(request), request.body.orderId), {
    zh: '订单已删除',
    en: 'The order has been deleted.',
  }));
  app.post('/authorization/queryBatchPage', { schema: { body: batchPageRequest, response: { 200: answers(batchPageAnswer) } } }, async (request) => ok(await batchPage(ctx, scope(request), request.body)));
  app.post('/authorization/updateInvoiceInfo', { schema: { body: updateInvoiceRequest } }, async (request) => ok(await updateInvoiceInfo(ctx, scope(request), request.body), {
    zh: '发票信息已更新',
    en: 'The invoice details have been updated.',
  }));
  app.get('/authorization/queryCorporationList', { schema: { response: { 200: answers(corporationList) } } }, async (request) => {
    requirePrincipal(request);
    return ok(corporations());
  });

  app.post('/authorization/policyOperation/cancel', { schema: { body: cancelRequest, response: { 200: answers(cancelQuote) } } }, async (request) =>
    ok(await cancel(ctx, scope(request), request.body, idempotencyKeyOf(request, request.body.idempotencyKey))),
  );
  app.post('/authorization/policyOperation/exportPolicy', { schema: { body: policySearch }, config: EXPORT_LIMIT }, async (request, reply) =>
    sendFile(reply, XLSX, 'policies.xlsx', '保单清单.xlsx', exportPolicies(ctx, scope(request), request.body)),
  );
  app.post('/authorization/policyOperation/exportInsureds', { schema: { body: policyFileRequest }, config: EXPORT_LIMIT }, async (request, reply) => {
    const file = await exportInsureds(ctx, scope(request), request.body.policyId);
    return sendFile(reply, XLSX, `insureds-${file.policyNo}.xlsx`, `被保险人清单-${file.policyNo}.xlsx`, file.stream);
  });
  app.post('/authorization/policyOperation/exportOriginalPolicy', { schema: { body: policyFileRequest }, config: EXPORT_LIMIT }, async (request, reply) => {
    const file = await originalPolicy(ctx, scope(request), request.body.policyId);
    return sendFile(reply, 'application/pdf', `epolicy-${file.policyNo}.pdf`, `电子保单-${file.policyNo}.pdf`, file.pdf);
  });
};
