import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enterpriseVerificationRequest,
  insurerEmailQuery,
  nationalityRequest,
  occupationSearchRequest,
  orderEmailRequest,
} from '../../../domain/api/insurers';
import type { ModuleDeps } from '../../sales/deps';
import { ok } from '../../lib/envelope';
import { requireAgent } from '../../plugins/auth';
import { linkBase } from '../../sales/settings';
import { requireOnSale } from '../../sales/products';
import { verifyEnterprise } from './enterprise';
import { findNationalities } from './nationalities';
import { searchOccupations } from './occupations';
import { sendApplicationToInsurer, sendPayNotice, sendPolicyToInsurer } from './order-emails';

const MAIL_LIMIT = { rateLimit: { max: 10, timeWindow: '10 minutes' } };

/** Calls named after an insurer (portal-spec 7): reference lists, checks and e-mails that any product of ours can use. */
export const insurerRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx }) => {

  app.post('/aig/getNationality', { schema: { body: nationalityRequest } }, async ({ body }) => ok(findNationalities(body.keyword)));
  app.post('/aig/getOccupation', { schema: { body: occupationSearchRequest } }, async ({ body }) => ok(searchOccupations(requireOnSale(body.productCode), body.keyword)));
  app.post('/aig/enterpriseVerification', { schema: { body: enterpriseVerificationRequest } }, async ({ body }) => ok(verifyEnterprise(body)));

  for (const path of ['/policy/payUrlOrderSendEmail', '/taikang/payNotice']) {
    app.post(path, { schema: { body: orderEmailRequest }, config: MAIL_LIMIT }, async (request) =>
      ok(await sendPayNotice(ctx, requireAgent(request).agentId, request.body, linkBase(ctx.settings, request)), { zh: '支付通知已发送', en: 'The payment notice has been sent.' }),
    );
  }
  app.post('/zhongli/liBaoSendEmail', { schema: { body: orderEmailRequest }, config: MAIL_LIMIT }, async (request) =>
    ok(await sendApplicationToInsurer(ctx, requireAgent(request).agentId, request.body), { zh: '投保资料已发送', en: 'The application documents have been sent.' }),
  );
  app.get('/email/sendEmailToSanxing', { schema: { querystring: insurerEmailQuery }, config: MAIL_LIMIT }, async (request) =>
    ok(await sendPolicyToInsurer(ctx, requireAgent(request).agentId, request.query.policyId), { zh: '电子保单已发送至保险公司', en: 'The e-policy has been sent to the insurer.' }),
  );
};
