import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountLoginRequest,
  LOGIN_CIPHER_PREFIX,
  loginResponse,
  shareLinkRequest,
  smsCodeRequest,
  smsLoginRequest,
  ureqSeqRequest,
} from '../../../domain/api/auth';
import { addDays, todayInBeijing } from '../../../domain/validators';
import { sm4DecryptText } from '../../../domain/crypto';
import type { ModuleDeps } from '../../sales/deps';
import { AppError, answers, ok } from '../../lib/envelope';
import { requireAgent } from '../../plugins/auth';
import { keyedHash } from './keyed-hash';
import { consumeLoginCode, issueLoginCode } from './login-codes';
import { requireIssuer } from '../../sales/issuer';
import { ATTEMPT_RULES, admitAttempt } from '../../sales/attempts';
import { PROOF_OF_WORK_HEADER } from '../../../domain/crypto/proof-of-work';
import { hashPassword, verifyPassword } from '../../sales/passwords';
import { signShareLink } from '../../sales/share-link';
import { issueToken, revokeToken } from '../../sales/tokens';
import { createUreqSeq, redeemUreqSeq } from './ureq-seq';

const LOGIN_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const SIGNED_IN = { 200: answers(loginResponse) };

/** The client encrypts with today's Beijing key; yesterday's is accepted across midnight. */
function decryptPassword(cipher: string): string | null {
  const today = todayInBeijing();
  for (const date of [today, addDays(today, -1)]) {
    try {
      const plain = sm4DecryptText(cipher, LOGIN_CIPHER_PREFIX, date);
      if (plain) return plain;
    } catch {
      // wrong day's key: try the next
    }
  }
  return null;
}

// An unknown account costs the same hashing as a known one, so the answer's timing does not tell which it was.
const NO_ACCOUNT_HASH = hashPassword('no-such-account');

export const authRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database, config, sales }) => {
  const { db } = database;
  const secret = config.SIGN_SECRET;

  app.post('/b2bCustomerWebuser/verificationUserLogin', { schema: { body: accountLoginRequest, response: SIGNED_IN }, config: LOGIN_LIMIT }, async (request) => {
    const { body } = request;
    await requireIssuer(db, body.userId);
    const proof = request.headers[PROOF_OF_WORK_HEADER];
    const succeeded = await admitAttempt(sales.attempts, 'signIn', [body.loginName.toLowerCase()], ATTEMPT_RULES.signIn, typeof proof === 'string' ? proof : undefined);
    const password = decryptPassword(body.passWord);
    const agent = await db.selectFrom('agent').select(['id', 'password_hash']).where('login_name', '=', body.loginName).executeTakeFirst();
    const matches = await verifyPassword(password ?? '', agent?.password_hash ?? (await NO_ACCOUNT_HASH));
    // One message for an unknown name, a wrong password and a foreign issuer: no account probing.
    if (!(agent && password && matches && agent.id === body.userId)) throw new AppError('9001', '账号或密码错误');
    await succeeded();
    const token = await issueToken(db, { subjectType: 'agent', subjectId: agent.id, agentId: agent.id });
    return ok({ token }, '登录成功');
  });

  app.post('/b2bCustomerWebuser/messagesCode', { schema: { body: smsCodeRequest }, config: LOGIN_LIMIT }, async ({ body }) => {
    await requireIssuer(db, body.userId);
    const code = await issueLoginCode(db, sales.attempts.counters, { secret, dailyCap: config.SMS_DAILY_CAP }, body.userId, body.holderTelephone);
    app.log.info({ phone: `${body.holderTelephone.slice(0, 3)}****${body.holderTelephone.slice(-4)}` }, 'login code issued');
    // Outside production the code comes back so the form fills itself (the spec's defaultFlag Y).
    const reveal = config.NODE_ENV !== 'production';
    return ok(reveal ? { defaultFlag: 'Y', verificationCode: code } : { defaultFlag: 'N' }, '验证码已发送');
  });

  app.post('/b2bCustomerWebuser/verificationCodeLogin', { schema: { body: smsLoginRequest, response: SIGNED_IN }, config: LOGIN_LIMIT }, async ({ body }) => {
    await requireIssuer(db, body.userId);
    await consumeLoginCode(db, secret, body.holderTelephone, body.verificationCode);
    const token = await issueToken(db, { subjectType: 'holder', subjectId: `phone:${keyedHash(secret, body.holderTelephone)}`, agentId: body.userId });
    return ok({ token }, '登录成功');
  });

  app.get('/b2bCustomerWebuser/verificationUreqSeq', { schema: { querystring: ureqSeqRequest, response: SIGNED_IN }, config: LOGIN_LIMIT }, async ({ query }) => {
    const agentId = await redeemUreqSeq(db, secret, query.ureqSeq);
    const token = await issueToken(db, { subjectType: 'agent', subjectId: agentId, agentId });
    return ok({ token }, '登录成功');
  });

  app.post('/b2bCustomerWebuser/createUreqSeq', async (request) => {
    const agent = requireAgent(request);
    return ok({ ureqSeq: await createUreqSeq(db, secret, agent.agentId) });
  });

  // An agent's share link for a product: the customer's order is attributed to them (u checked by sign).
  app.post('/b2bCustomerWebuser/shareLink', { schema: { body: shareLinkRequest } }, async (request) => {
    const agent = requireAgent(request);
    return ok({ u: agent.agentId, sign: signShareLink(secret, agent.agentId, request.body.productCode ?? '') });
  });

  app.post('/b2bCustomerWebuser/logout', async (request) => {
    if (request.token) await revokeToken(db, request.token);
    return ok(null, '已退出登录');
  });
};
