import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountLoginRequest,
  holderLoginRequest,
  loginCheckRequest,
  loginResponse,
  messageCheckRequest,
  messageSendRequest,
  shareLinkRequest,
  signedInResponse,
  smsCodeRequest,
  smsLoginRequest,
  ureqSeqRequest,
} from '../../../domain/api/auth';
import { answers, ok, requestLanguageOf } from '../../lib/envelope';
import { requireAgent, requirePrincipal } from '../../plugins/auth';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session-cookie';
import type { ModuleDeps } from '../../sales/deps';
import { requireIssuer } from '../../sales/issuer';
import { PROOF_OF_WORK_HEADER } from '../../../domain/crypto/proof-of-work';
import { signShareLink } from '../../sales/share-link';
import { issueToken } from '../../sales/tokens';
import { accountLogin, codeLogin, consumeLoginCode, holderLogin, loginCheck, sendCode, signedIn } from './service';
import { createUreqSeq, redeemUreqSeq } from './ureq-seq';

const SIGN_IN_CODE = { zh: '您的登录', en: 'Your sign-in ' };

const SIGNED_IN = { 200: answers(loginResponse) };

/** The solved proof of work a client sends after repeated failures (README "Security"). */
const proofOf = (request: FastifyRequest): string | undefined => {
  const proof = request.headers[PROOF_OF_WORK_HEADER];
  return typeof proof === 'string' ? proof : undefined;
};

export const authRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { config, sales: ctx }) => {
  const { db } = ctx;
  const secret = config.SIGN_SECRET;
  const LOGIN_LIMIT = { rateLimit: { max: config.SIGN_IN_PER_ADDRESS, timeWindow: '1 minute' } };
  // Every way in answers the token and sets it as the browser's cookie.
  const signIn = (request: FastifyRequest, reply: FastifyReply, answer: { token: string }) => {
    setSessionCookie(request, reply, answer.token, config.PUBLIC_URL);
    return ok(answer, { zh: '登录成功', en: 'Signed in.' });
  };

  app.post('/b2bCustomerWebuser/verificationUserLogin', { schema: { body: accountLoginRequest, response: SIGNED_IN }, config: LOGIN_LIMIT }, async (request, reply) =>
    signIn(request, reply, await accountLogin(ctx, request.body, proofOf(request))),
  );
  app.post('/b2bCustomerWebuser/loginCheck', { schema: { body: loginCheckRequest }, config: LOGIN_LIMIT }, async (request) =>
    ok(await loginCheck(ctx, request.body, proofOf(request)), { zh: '账号密码正确', en: 'The account and password are correct.' }),
  );
  app.post('/b2bCustomerWebuser/messagesCode', { schema: { body: smsCodeRequest }, config: LOGIN_LIMIT }, async (request) => {
    const { body } = request;
    await requireIssuer(db, body.userId);
    const sent = await sendCode(ctx, secret, { phone: body.holderTelephone, agentId: body.userId, purpose: 'login', what: SIGN_IN_CODE, language: requestLanguageOf(request) });
    return ok(sent, { zh: '验证码已发送', en: 'The code has been sent.' });
  });
  app.post('/b2bCustomerWebuser/verificationCodeLogin', { schema: { body: smsLoginRequest, response: SIGNED_IN }, config: LOGIN_LIMIT }, async (request, reply) =>
    signIn(request, reply, await codeLogin(ctx, secret, request.body)),
  );
  // Name and ID number travel in the body (decision 006).
  app.post('/b2bCustomerWebuser/verificationHolderMsgsLogin', { schema: { body: holderLoginRequest, response: SIGNED_IN }, config: LOGIN_LIMIT }, async (request, reply) =>
    signIn(request, reply, await holderLogin(ctx, request.body, proofOf(request))),
  );
  app.get('/b2bCustomerWebuser/userLogin', { schema: { response: { 200: answers(signedInResponse) } } }, async (request) => ok(await signedIn(ctx, requirePrincipal(request))));
  app.get('/b2bCustomerWebuser/verificationUreqSeq', { schema: { querystring: ureqSeqRequest, response: SIGNED_IN }, config: LOGIN_LIMIT }, async (request, reply) => {
    const agentId = await redeemUreqSeq(db, secret, request.query.ureqSeq);
    return signIn(request, reply, { token: await issueToken(db, { subjectType: 'agent', subjectId: agentId, agentId }) });
  });
  app.post('/b2bCustomerWebuser/createUreqSeq', async (request) => ok({ ureqSeq: await createUreqSeq(db, secret, requireAgent(request).agentId) }));
  // An agent's share link for a product: the customer's order is attributed to them (u checked by sign).
  app.post('/b2bCustomerWebuser/shareLink', { schema: { body: shareLinkRequest } }, async (request) => {
    const agent = requireAgent(request);
    return ok({ u: agent.agentId, sign: signShareLink(secret, agent.agentId, request.body.productCode ?? '') });
  });
  app.post('/b2bCustomerWebuser/logout', async (request, reply) => {
    if (request.token) await ctx.sessions.revoke(request.token);
    clearSessionCookie(request, reply, config.PUBLIC_URL);
    return ok(null, { zh: '已退出登录', en: 'Signed out.' });
  });

  // A phone typed in a form proves itself with a code (portal-spec 4, "Phone code").
  app.post('/message/send', { schema: { body: messageSendRequest }, config: LOGIN_LIMIT }, async (request) => {
    const { msgContent } = request.body;
    // The page's own words come first in both languages; they are the page's, not translated here.
    const what = msgContent ? { zh: `${msgContent}，`, en: `${msgContent}: ` } : { zh: '', en: '' };
    return ok(await sendCode(ctx, secret, { phone: request.body.phone, agentId: null, purpose: 'verify', what, language: requestLanguageOf(request) }), {
      zh: '验证码已发送',
      en: 'The code has been sent.',
    });
  });
  app.post('/message/checkMsgCode', { schema: { body: messageCheckRequest }, config: LOGIN_LIMIT }, async ({ body }) => {
    await consumeLoginCode(db, secret, body.phone, body.code, new Date(), 'verify');
    return ok(null, { zh: '已验证', en: 'Verified.' });
  });
};
