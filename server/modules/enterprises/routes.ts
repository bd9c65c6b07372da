import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  certificateAddRequest,
  certificateEntry,
  certificateQueryData,
  certificateQueryRequest,
  certificateThirdPartyRequest,
  enterpriseInfo as infoAnswer,
  enterpriseInfoRequest,
  enterpriseSearchAnswer,
  enterpriseSearchRequest,
} from '../../../domain/api/enterprise';
import { answers, ok, sayingIn } from '../../lib/envelope';
import { requirePrincipal } from '../../plugins/auth';
import type { ModuleDeps } from '../../sales/deps';
import { scopeOf, actorOf } from '../../sales/scope';
import { addCertificate, addThirdPartyCertificate, enterpriseInfo, queryCertificate, searchEnterprises } from './service';

// Typing is throttled to one search per 700 ms by the client; this bounds a script.
const SEARCH_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const CERTIFICATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The certificate query answers 0000 with `data`, as the spec writes it; the client posts it as form data. */
const queryAnswer = answers(certificateQueryData.optional(), { code: '0000', data: certificateQueryData });
type App = Parameters<FastifyPluginAsyncZod<ModuleDeps>>[0];

const submitter = (request: FastifyRequest) => actorOf(scopeOf(requirePrincipal(request)));

function acceptForms(app: App): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, parsed) => {
    parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** Certificate library calls; the portal's /certificate/* and the /api_xxpl/certificateLib* paths answer alike. */
function certificateRoutes(app: App, { sales }: ModuleDeps, paths: { query: string; add: string; thirdPartyAdd: string }): void {
  app.post(paths.query, { schema: { body: certificateQueryRequest, response: { 200: queryAnswer } } }, async ({ body }) => {
    const data = await queryCertificate(sales.db, body.enterpriseName, body.idType);
    const text = data ? { zh: '查询成功', en: 'Found.' } : { zh: '未查询到该企业证件', en: 'No certificate of this company is on file.' };
    return sayingIn({ returnCode: '0000', returnMsg: text.zh, content: null, data }, text);
  });
  app.post(paths.add, { schema: { body: certificateAddRequest, response: { 200: answers(certificateEntry) } }, config: CERTIFICATE_LIMIT }, async (request) =>
    ok(await addCertificate(sales.db, sales.files, request.body, submitter(request)), { zh: '提交成功！', en: 'Submitted.' }),
  );
  app.post(paths.thirdPartyAdd, { schema: { body: certificateThirdPartyRequest, response: { 200: answers(certificateEntry) } }, config: CERTIFICATE_LIMIT }, async (request) =>
    ok(await addThirdPartyCertificate(sales.db, request.body, submitter(request)), { zh: '提交成功！', en: 'Submitted.' }),
  );
}

/** Company identification under /api: search by part of the name (keyword index), numbers by id, the certificate calls. */
export const enterpriseRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  acceptForms(app);
  app.post('/invoice/enterpriseSearchByName', { schema: { body: enterpriseSearchRequest, response: { 200: answers(enterpriseSearchAnswer) } }, config: SEARCH_LIMIT }, async ({ body }) =>
    ok(await searchEnterprises(deps.sales.db, body.keyword)),
  );
  app.post('/invoice/enterpriseInfoById', { schema: { body: enterpriseInfoRequest, response: { 200: answers(infoAnswer) } }, config: SEARCH_LIMIT }, async ({ body }) =>
    ok(await enterpriseInfo(deps.sales.db, body.id)),
  );
  certificateRoutes(app, deps, { query: '/certificate/query', add: '/certificate/add', thirdPartyAdd: '/certificate/thirdPartyAdd' });
};

/** The same certificate library at the root: /api_xxpl/certificateLib/query, /api_xxpl/certificateLib, .../thirdPartyAdd. */
export const certificateLibRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  acceptForms(app);
  const base = '/api_xxpl/certificateLib';
  certificateRoutes(app, deps, { query: `${base}/query`, add: base, thirdPartyAdd: `${base}/thirdPartyAdd` });
};
