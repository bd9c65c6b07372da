import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailEpolicyRequest, holderPolicy, holderPolicyQueryRequest, policyVerification } from '../../../domain/api/policy';
import type { ModuleDeps } from '../../sales/deps';
import { AppError, answers, ok } from '../../lib/envelope';
import { PROOF_OF_WORK_HEADER } from '../../../domain/crypto/proof-of-work';
import { ATTEMPT_RULES, admitAttempt } from '../../sales/attempts';
import { isVerificationToken } from '../../sales/policy-access';
import { openablePolicy } from './access';
import { emailEPolicy } from './email-e-policy';
import { findHolderPolicies, verifyPolicy } from './holder-policies';
import { renderPdfPage } from './pdf-pages';
import { policyPdf } from './policy-pdf';

const policyNoParam = z.string().regex(/^[A-Z0-9]{6,40}$/, '保单号格式不正确');
const verifyQuery = z.object({ t: z.string().max(64).optional() });
const pdfQuery = z.object({ access: z.string().max(100).optional(), download: z.enum(['0', '1']).optional() });

/** /api paths: the holder's policy query, the public verification, e-mailing the e-policy. */
export const policyRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx, config }) => {
  app.post(
    '/policy/holderQuery',
    // Phone + ID number pairs must not be tried in bulk: per address, and per phone and per ID number from any address.
    { schema: { body: holderPolicyQueryRequest, response: { 200: answers(z.array(holderPolicy)) } }, config: { rateLimit: { max: config.POLICY_QUERY_PER_ADDRESS, timeWindow: '10 minutes' } } },
    async (request) => {
      const { body } = request;
      const proof = request.headers[PROOF_OF_WORK_HEADER];
      const subjects = [`phone:${ctx.sensitive.blindIndex(body.holderPhone)}`, `id:${ctx.sensitive.blindIndex(body.holderIdNumber)}`];
      const succeeded = await admitAttempt(ctx.attempts, 'policyQuery', subjects, ATTEMPT_RULES.policyQuery, typeof proof === 'string' ? proof : undefined);
      const policies = await findHolderPolicies(ctx, body.holderPhone, body.holderIdNumber);
      if (policies.length === 0) throw new AppError('1057', {
        zh: '未查询到保单，请核对投保人手机号和证件号码',
        en: 'No policy was found; please check the policyholder\'s mobile number and ID number.',
      });
      await succeeded();
      return ok(policies);
    },
  );

  app.get(
    '/policy/verify/:policyNo',
    {
      schema: { params: z.object({ policyNo: policyNoParam }), querystring: verifyQuery, response: { 200: answers(policyVerification) } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async ({ params, query }) => {
      // Only the QR code's token opens the check: a number alone (they run in sequence) tells nothing.
      const verification = isVerificationToken(ctx.settings.dataKey, params.policyNo, query.t) ? await verifyPolicy(ctx, params.policyNo) : null;
      if (!verification) throw new AppError('1058', { zh: '未查询到该保单，请核对保单号', en: 'This policy was not found; please check the policy number.' });
      return ok(verification);
    },
  );

  app.post(
    '/policy/emailEpolicy',
    { schema: { body: emailEpolicyRequest }, config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
    async (request) => {
      const { policyNo, access, email } = request.body;
      await emailEPolicy(ctx, await openablePolicy(ctx, request, policyNo, access), email);
      return ok(null, { zh: '电子保单已发送至您的邮箱', en: 'The e-policy has been sent to your e-mail.' });
    },
  );
};

/** The spec's /api_xxpl/policy/pdfPreview/{policyNo} (the PDF), and its pages as images for WeChat. */
export const policyFileRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx }) => {
  const limit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.get(
    '/api_xxpl/policy/pdfPreview/:policyNo',
    { schema: { params: z.object({ policyNo: policyNoParam }), querystring: pdfQuery }, config: limit },
    async (request, reply) => {
      const { policyNo } = request.params;
      const policy = await openablePolicy(ctx, request, policyNo, request.query.access);
      const pdf = await policyPdf(ctx, policy);
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `${disposition}; filename="epolicy-${policyNo}.pdf"; filename*=UTF-8''${encodeURIComponent(`电子保单-${policyNo}.pdf`)}`)
        .send(pdf);
    },
  );

  app.get(
    '/api_xxpl/policy/pdfPreview/:policyNo/pages/:page',
    { schema: { params: z.object({ policyNo: policyNoParam, page: z.coerce.number().int().min(1).max(200) }), querystring: pdfQuery }, config: limit },
    async (request, reply) => {
      const { policyNo, page } = request.params;
      const policy = await openablePolicy(ctx, request, policyNo, request.query.access);
      if (page > policy.pdf_pages) throw new AppError('404', { zh: '页码超出范围', en: 'The page number is out of range.' }, 404);
      const png = await renderPdfPage(await policyPdf(ctx, policy), page);
      return reply.type('image/png').header('Cache-Control', 'private, max-age=600').send(png);
    },
  );
};
