import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_FIELD, UPLOAD_MESSAGES } from '../../../domain/api/files';
import {
  acceptQuotationRequest,
  censusTemplateRequest,
  censusUpload,
  copyQuotationRequest,
  materialRequest,
  materialUploadQuery,
  pdfUrl,
  productCodeParams,
  quotationDraft,
  quotationFile,
  quotationIdBody,
  quotationIdParams,
  quotationListRequest,
  quotationOrder,
  quotationPage,
  quotationPrice,
  quotationView,
  saveQuotationRequest,
} from '../../../domain/api/quotation';
import { dutyTemplate } from '../../../domain/group-medical';
import { MAX_UPLOAD_BYTES, todayInBeijing } from '../../../domain/validators';
import { answers, ok } from '../../lib/envelope';
import { requireAgent } from '../../plugins/auth';
import type { ModuleDeps } from '../../sales/deps';
import { receiveUploads } from '../files';
import { sendFile } from '../policy-manage';
import { receiveSheet, XLSX_TYPE } from '../../sales/insured-sheet';
import { censusTemplateXlsx, readCensus } from './census';
import { quotationPdf, quotationZip } from './documents';
import { addMaterial, deleteAllMaterials, deleteMaterial } from './materials';
import { acceptQuotation, copyQuotation, deleteDraft, insureQuotation, priceDraft, priceView, quotationPage as pageOf, requireQuotedProduct, saveQuotation, viewQuotation } from './service';

const WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const VIEW = { 200: answers(quotationView) };
const ORDER = { 200: answers(quotationOrder) };
const FILE = { 200: answers(quotationFile) };
const PAGE = { 200: answers(quotationPage) };
const NOTHING = { 200: answers(z.null()) };

/**
 * Group medical quotations (issue 14): duty templates, pricing, versioned quotations, the quote PDF and zip,
 * materials, acceptance and the order. Every call is the signed-in agent's, on the agent's own quotations.
 */
export const quotationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
  const agentOf = (request: Parameters<typeof requireAgent>[0]) => requireAgent(request).agentId;

  app.post('/medilinkGroup/getInsureTemplate', { schema: { body: z.preprocess((body) => body ?? {}, censusTemplateRequest) } }, async (_request, reply) =>
    sendFile(reply, XLSX_TYPE, 'census-template.xlsx', '人员清单模板.xlsx', await censusTemplateXlsx()),
  );
  // The census sheet, read the same way for every product (its limits are checked when priced).
  for (const url of ['/medilinkGroup/parseInsuredExcel', '/salQuotation/parseInsuredExcelZHX', '/salQuotation/uploadMedilinkGroupAFP']) {
    app.post(url, { schema: { response: { 200: answers(censusUpload) } }, config: WRITE_LIMIT }, async (request) => {
      const principal = requireAgent(request);
      const read = await readCensus(ctx, principal, await receiveSheet(request), todayInBeijing());
      return ok(read, read.problems.length === 0 ? `已读取${read.members.length}人` : `已读取${read.total}行，${read.total - read.valid}行需修改`);
    });
  }

  app.get('/medilinkGroup/getDutyTemplate/:id', { schema: { params: productCodeParams, response: { 200: answers(dutyTemplate) } } }, async (request) =>
    ok(requireQuotedProduct(request.params.id).template),
  );

  // The premium of a draft, not kept: the page shows it before the agent saves.
  app.post('/salQuotation/premiumMedilinkGroupAFP', { schema: { body: quotationDraft, response: { 200: answers(quotationPrice) } } }, async (request) => {
    agentOf(request);
    return ok(priceView(priceDraft(request.body, todayInBeijing())));
  });

  for (const url of ['/salQuotation/saveMedilinkGroupAFP', '/medilinkGroup/saveStag']) {
    const status = url.endsWith('saveStag') ? 'draft' : 'quoted';
    app.post(url, { schema: { body: saveQuotationRequest, response: VIEW }, config: WRITE_LIMIT }, async (request) =>
      ok(await saveQuotation(ctx, agentOf(request), request.body, status), status === 'draft' ? '草稿已保存' : '报价已保存'),
    );
  }
  // The generic save: a draft to price and keep, or { copyOf } to start a new version from any quotation.
  app.post('/salSimpleQuotation/saveQuotation', { schema: { body: z.union([copyQuotationRequest, saveQuotationRequest]), response: VIEW }, config: WRITE_LIMIT }, async (request) => {
    const agentId = agentOf(request);
    const { body } = request;
    if ('copyOf' in body) return ok(await copyQuotation(ctx, agentId, body.copyOf), { zh: '已复制为新版本', en: 'Copied as a new version.' });
    return ok(await saveQuotation(ctx, agentId, body, 'quoted'), { zh: '报价已保存', en: 'The quotation has been saved.' });
  });

  for (const url of ['/salSimpleQuotation/queryList', '/medilinkGroup/queryList']) {
    app.post(url, { schema: { body: z.preprocess((body) => body ?? {}, quotationListRequest), response: PAGE } }, async (request) => ok(await pageOf(ctx, agentOf(request), request.body)));
  }
  for (const url of ['/salSimpleQuotation/queryQuotation/:id', '/medilinkGroup/query/:id']) {
    app.post(url, { schema: { params: quotationIdParams, response: VIEW } }, async (request) => ok(await viewQuotation(ctx, agentOf(request), request.params.id)));
  }
  app.post('/salQuotation/queryMediLinkQuoAFP', { schema: { body: quotationIdBody, response: VIEW } }, async (request) => ok(await viewQuotation(ctx, agentOf(request), request.body.id)));
  app.post('/salSimpleQuotation/delQuotation/:id', { schema: { params: quotationIdParams, response: NOTHING } }, async (request) => {
    await deleteDraft(ctx, agentOf(request), request.params.id);
    return ok(null, { zh: '草稿已删除', en: 'The draft has been deleted.' });
  });

  app.post('/medilinkGroup/creatPolicyInformation', { schema: { body: acceptQuotationRequest, response: VIEW }, config: WRITE_LIMIT }, async (request) =>
    ok(await acceptQuotation(ctx, agentOf(request), request.body), { zh: '客户已接受报价', en: 'The customer has accepted the quotation.' }),
  );
  // insure/{id}, insurBc/{id} (after supplementary materials) and insureMedilinkGroupAFP: one order per quotation.
  for (const url of ['/medilinkGroup/insure/:id', '/medilinkGroup/insurBc/:id']) {
    app.post(url, { schema: { params: quotationIdParams, response: ORDER }, config: WRITE_LIMIT }, async (request) => ok(await insureQuotation(ctx, agentOf(request), request.params.id), {
      zh: '投保单已生成',
      en: 'The application has been created.',
    }));
  }
  app.post('/salQuotation/insureMedilinkGroupAFP', { schema: { body: quotationIdBody, response: ORDER }, config: WRITE_LIMIT }, async (request) =>
    ok(await insureQuotation(ctx, agentOf(request), request.body.id), { zh: '投保单已生成', en: 'The application has been created.' }),
  );

  app.post('/salSimpleQuotation/getPdfUrl/:id', { schema: { params: quotationIdParams, response: { 200: answers(pdfUrl) } } }, async (request) => {
    await quotationPdf(ctx, agentOf(request), request.params.id);
    return ok({ url: `/api/salQuotation/pdf/${encodeURIComponent(request.params.id)}` });
  });
  app.get('/salQuotation/pdf/:id', { schema: { params: quotationIdParams } }, async (request, reply) => {
    const { pdf, fileName } = await quotationPdf(ctx, agentOf(request), request.params.id);
    return sendFile(reply, 'application/pdf', `quotation-${request.params.id}.pdf`, fileName, pdf);
  });
  app.post('/salQuotation/downFileMediLinkQuoAFP', { schema: { body: quotationIdBody } }, async (request, reply) => {
    const { pdf, fileName } = await quotationPdf(ctx, agentOf(request), request.body.id);
    return sendFile(reply, 'application/pdf', `quotation-${request.body.id}.pdf`, fileName, pdf);
  });
  app.post('/salQuotation/downFileForzip', { schema: { body: quotationIdBody } }, async (request, reply) => {
    const { zip, fileName } = await quotationZip(ctx, agentOf(request), request.body.id);
    return sendFile(reply, 'application/zip', `quotation-${request.body.id}.zip`, fileName, zip);
  });

  for (const [url, kind] of [
    ['/medilinkGroup/uploadMaterial', 'material'],
    ['/medilinkGroup/uploadMaterialBc', 'supplement'],
  ] as const) {
    app.post(url, { schema: { querystring: materialUploadQuery, response: FILE }, config: WRITE_LIMIT }, async (request) => {
      const agentId = agentOf(request);
      const { files, fields } = await receiveUploads(request, { field: UPLOAD_FIELD, allowed: ['jpg', 'png', 'pdf'], typeMessage: UPLOAD_MESSAGES.documentType, maxFiles: 1 });
      return ok(await addMaterial(ctx, agentId, request.query.quotationId, kind, { ...files[0], fileName: fields.fileName }), { zh: '上传成功', en: 'Uploaded.' });
    });
  }
  for (const url of ['/medilinkGroup/delMaterial', '/salQuotation/delQuoFileOne']) {
    app.post(url, { schema: { body: materialRequest, response: NOTHING } }, async (request) => {
      await deleteMaterial(ctx, agentOf(request), request.body.fileId);
      return ok(null, { zh: '已删除', en: 'Deleted.' });
    });
  }
  app.post('/medilinkGroup/delAllMaterial', { schema: { body: quotationIdBody, response: { 200: answers(z.object({ deleted: z.number() })) } } }, async (request) =>
    ok({ deleted: await deleteAllMaterials(ctx, agentOf(request), request.body.id) }, { zh: '已删除', en: 'Deleted.' }),
  );
};
