import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BATCH_PENDING,
  batchIdParams,
  batchTemplateParams,
  batchUpload,
  batchUploadParams,
  type BatchUpload,
  batchUploadQuery,
  correctionRequest,
  batchIdRequest,
  batchInfo as batchInfoAnswer,
  batchList,
  batchOperationParams,
  batchPayContent,
  payBatchRequest,
  policyNoParams,
  priceBatchRequest,
} from '../../../domain/api/endorsement';
import { MAX_UPLOAD_BYTES } from '../../../domain/validators';
import { AppError, answers, ok, sayingIn } from '../../lib/envelope';
import { requireAgent, requirePrincipal } from '../../plugins/auth';
import { XLSX_TYPE } from '../../sales/insured-sheet';
import type { ModuleDeps } from '../../sales/deps';
import { scopeOf } from '../../sales/scope';
import { linkBase } from '../../sales/settings';
import { sendFile } from '../policy-manage';
import { priceCorrection } from './corrections';
import { batchesOfPolicyNo, endorsementPdf } from './queries';
import { batchTemplate, uploadBatchSheet } from './sheets';
import { batchInfo, cancelBatch, payForBatch, priceBatch, submitBatch } from './service';

const INFO = { 200: answers(batchInfoAnswer) };
const WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

const AWAITING_PAYMENT = { zh: '批改待支付', en: 'The endorsement awaits payment.' };

/** Endorsements (batch changes) of group policies: price, submit, pay, poll, list, download (decision 018). */
export const endorsementRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx }) => {
  const scope = (request: Parameters<typeof requirePrincipal>[0]) => scopeOf(requirePrincipal(request));
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
  const UPLOADED = { 200: answers(batchUpload) };
  const uploaded = (answer: BatchUpload) => ok(answer, answer.problems.length === 0 ? `已读取${answer.total}行，保费差额已计算` : `已读取${answer.total}行，${answer.problems.length}处需修改`);

  app.post('/group/batch/getBatchAddTemplate/:a/:b', { schema: { params: batchTemplateParams } }, async (request, reply) => {
    requireAgent(request);
    return sendFile(reply, XLSX_TYPE, `batch-${request.params.b}.xlsx`, `批改清单模板-${request.params.b}.xlsx`, await batchTemplate(request.params.b));
  });
  // The add list (policyId in the query), the replace and delete lists (the policy in the path).
  app.post('/mgu/batch/uploadFile', { schema: { querystring: batchUploadQuery, response: UPLOADED }, config: WRITE_LIMIT }, async (request) => {
    const { policyId = '', ...rest } = request.query;
    if (!policyId) throw new AppError('1001', { zh: '缺少保单号', en: 'The policy number is missing.' });
    return uploaded(await uploadBatchSheet(ctx, requireAgent(request), request, { kind: 'add', policyId, ...rest }));
  });
  for (const [path, kind] of [
    ['/group/batch/uploadReplaceInsureList/:id', 'replace'],
    ['/group/batch/uploadDeleteInsureList/:id', 'delete'],
  ] as const) {
    app.post(path, { schema: { params: batchUploadParams, querystring: batchUploadQuery, response: UPLOADED }, config: WRITE_LIMIT }, async (request) =>
      uploaded(await uploadBatchSheet(ctx, requireAgent(request), request, { kind, ...request.query, policyId: request.params.id })),
    );
  }

  // People (add, delete, replace) are priced; corrections (contact, insured details) are checked and move no premium.
  for (const path of ['/mgu/batch/calBatchPremium', '/authorization/batch/calculPremium']) {
    app.post(path, { schema: { body: z.union([priceBatchRequest, correctionRequest]), response: INFO }, config: WRITE_LIMIT }, async (request) => {
      const body = request.body;
      if (body.kind === 'contact' || body.kind === 'insured') return ok(await priceCorrection(ctx, scope(request), body), { zh: '批改已校验', en: 'The endorsement has been checked.' });
      return ok(await priceBatch(ctx, scope(request), body), { zh: '保费差额已计算', en: 'The premium difference has been calculated.' });
    });
  }
  for (const path of ['/mgu/batch/submitBatchData', '/group/batch/submitBatchData']) {
    app.post(path, { schema: { body: batchIdRequest, response: INFO }, config: WRITE_LIMIT }, async (request) =>
      ok(await submitBatch(ctx, scope(request), request.body.batchId), { zh: '批改已提交', en: 'The endorsement has been submitted.' }),
    );
  }
  app.post('/group/batch/payBatchPolicy', { schema: { body: payBatchRequest, response: { 200: answers(batchPayContent) } }, config: WRITE_LIMIT }, async (request) =>
    ok(await payForBatch(ctx, scope(request), request.body, linkBase(ctx.settings, request))),
  );

  // The batch poll of portal-spec 4: paid (or nothing to pay) answers 00 with payFlag Y; waiting answers 1070, a success.
  for (const path of ['/mgu/batch/getBatchInfo/:id', '/group/batch/getBatchInfo/:id']) {
    app.post(path, { schema: { params: batchIdParams, response: { 200: answers(batchInfoAnswer) } } }, async (request) => {
      const info = await batchInfo(ctx, scope(request), request.params.id);
      if (info.status === 'awaiting_payment') return sayingIn({ returnCode: BATCH_PENDING, returnMsg: AWAITING_PAYMENT.zh, content: info }, AWAITING_PAYMENT);
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
    if (!file) throw new AppError('404', { zh: '批单尚未生成', en: 'The endorsement document has not been produced yet.' }, 404);
    return sendFile(reply, 'application/pdf', `endorsement-${file.endorsementNo}.pdf`, `批单-${file.endorsementNo}.pdf`, file.pdf);
  });
};
