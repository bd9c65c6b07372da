import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailEpolicyRequest, holderPolicyQueryRequest } from '../../../domain/api/policy';
import { checkEmail } from '../../../domain/validators';
import { outboxMail } from '../../adapters/mail/outbox-mail';
import type { ModuleDeps } from '../../sales/deps';
import { AppError, ok } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { PROOF_OF_WORK_HEADER } from '../../../domain/crypto/proof-of-work';
import { ATTEMPT_RULES, admitAttempt } from '../../sales/attempts';
import { isVerificationToken, policyAccess } from '../../sales/policy-access';
import { findHolderPolicies, verifyPolicy } from './holder-policies';
import { renderPdfPage } from './pdf-pages';

const policyNoParam = z.string().regex(/^[A-Z0-9]{6,40}$/, '保单号格式不正确');
const verifyQuery = z.object({ t: z.string().max(64).optional() });
const pdfQuery = z.object({ access: z.string().max(100).optional(), download: z.enum(['0', '1']).optional() });

/**
 * The stored policy when the caller may open it: the agent who sold it (their token), or a holder with an access
 * token from the phone + ID query or the SMS link.
 */
async function openablePolicy(ctx: SalesContext, request: FastifyRequest, policyNo: string, access: string | undefined) {
  const row = await ctx.db
    .selectFrom('policy as p')
    .innerJoin('sales_order as o', 'o.id', 'p.order_id')
    .select(['p.policy_no', 'p.pdf_key', 'p.pdf_pages', 'o.agent_id', 'o.holder_email_enc', 'o.holder_name'])
    .where('p.policy_no', '=', policyNo)
    .executeTakeFirst();
  const seller = request.principal?.subjectType === 'agent' && request.principal.agentId === row?.agent_id;
  if (!row || !(seller || policyAccess(ctx.settings.dataKey).verify(policyNo, access))) {
    // One answer for "no such policy" and "not yours": policy numbers cannot be probed for owners.
    throw new AppError('403', '无权查看该电子保单，请先通过保单查询验证投保人身份', 403);
  }
  return row;
}

/** /api paths: the holder's policy query, the public verification, e-mailing the e-policy. */
export const policyRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx }) => {

  app.post(
    '/policy/holderQuery',
    // Phone + ID number pairs must not be tried in bulk: per address, and per phone and per ID number from any address.
    { schema: { body: holderPolicyQueryRequest }, config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } },
    async (request) => {
      const { body } = request;
      const proof = request.headers[PROOF_OF_WORK_HEADER];
      const subjects = [`phone:${ctx.sensitive.blindIndex(body.holderPhone)}`, `id:${ctx.sensitive.blindIndex(body.holderIdNumber)}`];
      const succeeded = await admitAttempt(ctx.attempts, 'policyQuery', subjects, ATTEMPT_RULES.policyQuery, typeof proof === 'string' ? proof : undefined);
      const policies = await findHolderPolicies(ctx, body.holderPhone, body.holderIdNumber);
      if (policies.length === 0) throw new AppError('1057', '未查询到保单，请核对投保人手机号和证件号码');
      await succeeded();
      return ok(policies);
    },
  );

  app.get(
    '/policy/verify/:policyNo',
    { schema: { params: z.object({ policyNo: policyNoParam }), querystring: verifyQuery }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async ({ params, query }) => {
      // Only the QR code's token opens the check: a number alone (they run in sequence) tells nothing.
      const verification = isVerificationToken(ctx.settings.dataKey, params.policyNo, query.t) ? await verifyPolicy(ctx, params.policyNo) : null;
      if (!verification) throw new AppError('1058', '未查询到该保单，请核对保单号');
      return ok(verification);
    },
  );

  app.post(
    '/policy/emailEpolicy',
    { schema: { body: emailEpolicyRequest }, config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
    async (request) => {
      const { policyNo, access, email } = request.body;
      const policy = await openablePolicy(ctx, request, policyNo, access);
      if (email && !checkEmail(email).ok) throw new AppError('1059', '邮箱格式不正确');
      const to = email || (policy.holder_email_enc ? ctx.sensitive.decrypt(policy.holder_email_enc) : '');
      if (!to) throw new AppError('1060', '请填写接收电子保单的邮箱');
      await outboxMail(ctx.db, ctx.sensitive).send({
        to,
        subject: `电子保单 ${policyNo}`,
        text: `尊敬的${policy.holder_name}：\n\n您申请发送的电子保单（保单号 ${policyNo}）见附件。`,
        attachment: { name: `电子保单-${policyNo}.pdf`, key: policy.pdf_key },
        policyNo,
      });
      return ok(null, '电子保单已发送至您的邮箱');
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
      const pdf = await ctx.files.read(policy.pdf_key);
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
      if (page > policy.pdf_pages) throw new AppError('404', '页码超出范围', 404);
      const png = await renderPdfPage(await ctx.files.read(policy.pdf_key), page);
      return reply.type('image/png').header('Cache-Control', 'private, max-age=600').send(png);
    },
  );
};
