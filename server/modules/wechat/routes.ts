import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wechatJsConfig, wechatJsConfigRequest } from '../../../domain/api/wechat';
import { wechatMpApi } from '../../adapters/wechat/mp-api';
import { AppError, answers, ok } from '../../lib/envelope';
import type { ModuleDeps } from '../../sales/deps';
import { linkBase } from '../../sales/settings';
import { jsConfigFor } from './js-config';

/** GET /api/wechat/js-config: signs a page of this portal for the JS-SDK (sharing with the agent's link). */
export const wechatRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx, config }) => {
  const { WECHAT_MP_APPID: appId, WECHAT_MP_SECRET: secret } = config;
  const api = appId && secret ? wechatMpApi({ appId, secret, base: config.WECHAT_API_BASE }) : null;

  app.get(
    '/wechat/js-config',
    { schema: { querystring: wechatJsConfigRequest, response: { 200: answers(wechatJsConfig) } }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request) => {
      if (!api || !appId) throw new AppError('1404', '未配置微信公众号', 404);
      // Only this portal's pages are signed: a ticket is not lent to other sites.
      if (new URL(request.query.url).origin !== new URL(linkBase(ctx.settings, request)).origin) throw new AppError('1400', '页面地址不属于本站', 400);
      return ok(await jsConfigFor(ctx.db, api, appId, request.query.url));
    },
  );
};
