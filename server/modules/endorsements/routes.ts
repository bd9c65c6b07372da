import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BATCH_PENDING,
  batchIdParams,
  batchIdRequest,
  batchInfo as batchInfoAnswer,
  batchList,
  batchOperationParams,
  batchPayContent,
  payBatchRequest,
  policyNoParams,
  priceBatchRequest,
} from '../../../domain/api/endorsement';
import { AppError, answers, ok } from '../../lib/envelope';
import { requirePrincipal } from '../../plugins/auth';
import type { ModuleDeps } from '../../sales/deps';
import { scopeOf } from '../../sales/scope';
import { linkBase } from '../../sales/settings';
import { sendFile } from '../policy-manage';
import { batchesOfPolicyNo, endorsementPdf } from './queries';
import { batchInfo, cancelBatch, payForBatch, priceBatch, submitBatch } from './service';

const INFO = { 200: answers(batchInfoAnswer) };
const WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Endorsements (batch changes) of group policies: price, submit, pay, poll, list, download (decision 018). */
export const endorsementRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx }) => {
  const scope = (request: Parameters<typeof requirePrincipal>[0]) => scopeOf(requirePrincipal(request));

  for (const path of ['/mgu/batch/calBatchPremium', '/authorization/batch/calculPremium']) {
    app.post(path, { schema: { body: priceBatchRequest, response: INFO }, config: WRITE_LIMIT }, async (request) =>
      ok(await priceBatch(ctx, scope(request), request.body), '保费差额已计算'),
    );
  }
  for (const path of ['/mgu/batch/submitBatchData', '/group/batch/submitBatchData']) {
    app.post(path, { schema: { body: batchIdRequest, response: INFO }, config: WRITE_LIMIT }, async (request) =>
      ok(await submitBatch(ctx, scope(request), request.body.batchId), '批改已提交'),
    );
  }
  app.post('/group/batch/payBatchPolicy', { schema: { body: payBatchRequest, response: { 200: answers(batchPayContent) } }, config: WRITE_LIMIT }, async (request) =>
    ok(await payForBatch(ctx, scope(request), request.body, linkBase(ctx.settings, request))),
  );

  // The batch poll of portal-spec 4: paid (or nothing to pay) answers 00 with payFlag Y; waiting answers 1070, a success.
  for (const path of ['/mgu/batch/getBatchInfo/:id', '/group/batch/getBatchInfo/:id']) {
    app.post(path, { schema: { params: batchIdParams, response: { 200: answers(batchInfoAnswer) } } }, async (request) => {
      const info = await batchInfo(ctx, scope(request), request.params.id);
      if (info.status === 'awaiting_payment') return { returnCode: BATCH_PENDING, returnMsg: '批改待支付', content: info };
      return ok(info);
    });
  }
  app.post('/group/batch/queryBatchInfo/:id', { schema: { params: batchIdParams, response: INFO } }, async (request) => ok(await batchInfo(ctx, scope(request), request.params.id)));
  app.get('/group/batch/queryBatchById/:id', { schema: { params: batchIdParams, response: INFO } }, async (request) => ok(await batchInfo(ctx, scope(request), request.params.id)));
  app.post('/group/batch/getBatchInfoByPolicyNo/:no', { schema: { params: policyNoParams, response: { 200: answers(batchList) } } }, async (request) =>
    ok(await batchesOfPolicyNo(ctx, scope(request), request.params.no)),
  );

  app.post('/authorization/batchOperation/:type', { schema: { params: batchOperationParams, body: batchIdRequest, response: INFO }, config: WRITE_LIMIT }, async (request) => {
    const operate = request.params.type === 'submit' ? submitBatch : cancelBatch;
    return ok(await operate(ctx, scope(request), request.body.batchId));
  });

  app.post('/authorization/batchPDF/:id', { schema: { params: batchIdParams } }, async (request, reply) => {
    const file = await endorsementPdf(ctx, scope(request), request.params.id);
    if (!file) throw new AppError('404', '批单尚未生成', 404);
    return sendFile(reply, 'application/pdf', `endorsement-${file.endorsementNo}.pdf`, `批单-${file.endorsementNo}.pdf`, file.pdf);
  });
};
