import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountLoginRequest } from '../../../domain/api/auth';
import { AppError, ok } from '../../lib/envelope';
import type { AppDeps } from '../../app';
import { verifyPassword } from './passwords';
import { issueToken, revokeToken } from './tokens';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  const { db } = database;

  app.post(
    '/b2bCustomerWebuser/verificationUserLogin',
    { schema: { body: accountLoginRequest }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async ({ body }) => {
      const agent = await db
        .selectFrom('agent')
        .select(['id', 'password_hash'])
        .where('login_name', '=', body.loginName)
        .executeTakeFirst();
      // One message for an unknown name, a wrong password and a foreign issuer: no account probing.
      const valid = agent && agent.id === body.userId && (await verifyPassword(body.passWord, agent.password_hash));
      if (!valid) throw new AppError('9001', '账号或密码错误');
      const token = await issueToken(db, { subjectType: 'agent', subjectId: agent.id, agentId: agent.id });
      return ok({ token }, '登录成功');
    },
  );

  app.post('/b2bCustomerWebuser/logout', async (request) => {
    if (request.token) await revokeToken(db, request.token);
    return ok(null, '已退出登录');
  });
};
