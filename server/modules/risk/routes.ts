import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_MESSAGES } from '../../../domain/api/files';
import { SIGNED_RISK_NOTICE } from '../../../domain/api/order-files';
import {
  downloadRiskNotifyQuery,
  inspectionAnswer,
  MAX_SIGNED_FILES,
  policyIdQuery,
  riskAssessmentAnswer,
  riskCheckAnswer,
  SIGNED_FILES_FIELD,
  sealAnswer,
  sealRequest,
  signedFilesAnswer,
  verifyStateRequest,
} from '../../../domain/api/risk';
import { MAX_UPLOAD_BYTES } from '../../../domain/validators';
import { FileNotFoundError } from '../../adapters/storage';
import { AppError, answers, ok } from '../../lib/envelope';
import { requireAgent } from '../../plugins/auth';
import type { ModuleDeps } from '../../sales/deps';
import { recordOrderFile, receiveUploads, requireFilingOrder } from '../files';
import { assessOrder } from '../../sales/underwriting';
import { assessApplication, riskCheckOf } from './assess';
import { inspectOrder } from './inspection';
import { blankRiskNotice, orderRiskNotice } from './notice';
import { findOfficialSeals } from './seal-detector';
import { underwriteAfterPay, underwriteBeforePay } from './underwriting';

const PDF = 'application/pdf';
// Seal checks decode whole page photos: a few a minute per address are enough for an agent on site.
const SEAL_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Risk notices, their signed and sealed pages, and the underwriting calls (portal-spec 7). */
export const riskRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_SIGNED_FILES, fields: 5, parts: MAX_SIGNED_FILES + 5 } });
  const ownOrder = (request: Parameters<typeof requireAgent>[0], policyId: string) => requireFilingOrder(sales, requireAgent(request), policyId);

  app.get('/riskReport/productRiskNotifyCheck', { schema: { querystring: policyIdQuery, response: { 200: answers(riskCheckAnswer) } } }, async (request) =>
    ok(await riskCheckOf(sales, await ownOrder(request, request.query.policyId))),
  );

  app.get('/riskReport/createRiskReportPdf', { schema: { querystring: policyIdQuery } }, async (request, reply) => {
    const order = await ownOrder(request, request.query.policyId);
    const pdf = await orderRiskNotice(sales, order);
    return reply.type(PDF).header('Content-Disposition', `inline; filename="risk-notice-${order.id}.pdf"`).send(pdf);
  });

  app.get('/riskReport/downloadRiskNotify', { schema: { querystring: downloadRiskNotifyQuery } }, async (request, reply) => {
    const { productCode, policyId } = request.query;
    const order = policyId ? await ownOrder(request, policyId) : undefined;
    if (order && order.product_code !== productCode) throw new AppError('1081', { zh: `订单不存在：${policyId}`, en: `Order not found: ${policyId}` });
    const pdf = order ? await orderRiskNotice(sales, order) : await blankRiskNotice(productCode);
    return reply.type(PDF).header('Content-Disposition', `attachment; filename="risk-notice-${order?.id ?? productCode}.pdf"`).send(pdf);
  });

  app.post('/riskReport/uploadSignedFiles', { schema: { response: { 200: answers(signedFilesAnswer) } }, config: SEAL_RATE_LIMIT }, async (request) => {
    const principal = requireAgent(request);
    const { files, fields } = await receiveUploads(request, {
      field: SIGNED_FILES_FIELD,
      allowed: ['jpg', 'png', 'pdf'],
      typeMessage: UPLOAD_MESSAGES.documentType,
      maxFiles: MAX_SIGNED_FILES,
    });
    if (!fields.policyId) throw new AppError('400', { zh: '请输入订单号', en: 'Please enter the order number.' }, 400);
    const order = await requireFilingOrder(sales, principal, fields.policyId);
    const stored = [];
    for (const file of files) {
      // A page photo is checked for the seal; a PDF is kept for the insurer's staff to look at.
      const sealFound = file.type === 'pdf' ? null : (await findOfficialSeals(file.bytes)).found;
      const path = await sales.files.save(file.bytes, file.type);
      await recordOrderFile(sales, { orderId: order.id, fileType: SIGNED_RISK_NOTICE, path, uploadedBy: `agent:${principal.agentId}`, ...(sealFound !== null && { sealFound }) });
      stored.push({ path, sealFound });
    }
    const sealFound = stored.some((file) => file.sealFound === true);
    return ok({ policyId: order.id, files: stored, sealFound }, sealFound ? '上传成功，已识别公章' : '上传成功，未识别到公章');
  });

  app.post('/riskReport/ocrOfficialSeal', { schema: { body: sealRequest, response: { 200: answers(sealAnswer) } }, config: SEAL_RATE_LIMIT }, async (request) => {
    requireAgent(request);
    let image: Buffer;
    try {
      image = await sales.files.read(request.body.filePath);
    } catch (error) {
      if (error instanceof FileNotFoundError) throw new AppError('9102', { zh: `文件不存在：${request.body.filePath}`, en: `File not found: ${request.body.filePath}` });
      throw error;
    }
    if (request.body.filePath.endsWith('.pdf')) throw new AppError('9101', UPLOAD_MESSAGES.imageType);
    const check = await findOfficialSeals(image);
    return ok(check, check.found ? '已识别公章' : '未识别到公章');
  });

  app.post('/policy/payBeforeUnderwriting', { schema: { body: policyIdQuery, response: { 200: answers(riskCheckAnswer) } } }, async (request) =>
    ok(await underwriteBeforePay(sales, await ownOrder(request, request.body.policyId)), { zh: '核保通过', en: 'Underwriting approved.' }),
  );

  app.post('/policy/postUnderwriting', { schema: { body: policyIdQuery, response: { 200: answers(riskCheckAnswer) } } }, async (request) =>
    ok(await underwriteAfterPay(sales, await ownOrder(request, request.body.policyId)), { zh: '核保通过', en: 'Underwriting approved.' }),
  );

  app.post('/policy/orderInspectionCheck', { schema: { body: policyIdQuery, response: { 200: answers(inspectionAnswer) } } }, async (request) =>
    ok(await inspectOrder(sales, await ownOrder(request, request.body.policyId))),
  );
};

/** POST /api_xxpl/control/controlRule/verifyState: a saved order's risk (its agent only), or an application's. */
export const controlRuleRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales }) => {
  app.post('/api_xxpl/control/controlRule/verifyState', { schema: { body: verifyStateRequest, response: { 200: answers(riskAssessmentAnswer) } } }, async (request) => {
    const { policyId, productCode } = request.body;
    if (policyId) return ok(await assessOrder(sales.db, await requireFilingOrder(sales, requireAgent(request), policyId)));
    return ok(assessApplication({ ...request.body, productCode: productCode! }));
  });
};
