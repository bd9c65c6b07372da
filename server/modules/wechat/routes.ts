import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wechatJsConfig, wechatJsConfigRequest, wechatOAuthCallback, wechatOAuthStart, wechatPayer, wechatPayerRequest } from '../../../domain/api/wechat';
import { payDialogModeOf } from '../../../domain/code-tables';
import { wechatMpApi } from '../../adapters/wechat/mp-api';
import { AppError, answers, ok } from '../../lib/envelope';
import type { ModuleDeps } from '../../sales/deps';
import { OPENID_COOKIE, payerOf, signedOpenid } from '../../sales/payer';
import { linkBase } from '../../sales/settings';
import { jsConfigFor } from './js-config';
import { newOAuthState, OAUTH_STATE_MS, oauthStateValid, safeReturnPath } from './oauth';

const STATE_COOKIE = 'wx_oauth_state';
const OPENID_MAX_AGE_S = 30 * 24 * 3600;
const WECHAT_AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize';

/** GET /api/wechat/js-config: signs a page of this portal for the JS-SDK (sharing with the agent's link). */
export const wechatRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { sales: ctx, config }) => {
  const { WECHAT_MP_APPID: appId, WECHAT_MP_SECRET: secret } = config;
  const api = appId && secret ? wechatMpApi({ appId, secret, base: config.WECHAT_API_BASE }) : null;
  // Cookies are Secure behind https (the request's own scheme, or the public address).
  const secureFor = (protocol: string) => protocol === 'https' || Boolean(ctx.settings.publicUrl?.startsWith('https:'));

  app.get(
    '/wechat/js-config',
    { schema: { querystring: wechatJsConfigRequest, response: { 200: answers(wechatJsConfig) } }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request) => {
      if (!api || !appId) return ok({ configured: false as const });
      // Only this portal's pages are signed: a ticket is not lent to other sites.
      if (new URL(request.query.url).origin !== new URL(linkBase(ctx.settings, request)).origin) throw new AppError('1400', {
        zh: '页面地址不属于本站',
        en: 'The page address does not belong to this site.',
      }, 400);
      return ok(await jsConfigFor(ctx.db, api, appId, request.query.url));
    },
  );

  // Asked before paying inside WeChat: JSAPI needs the payer's openid, which only WeChat's authorisation gives.
  app.get('/wechat/payer', { schema: { querystring: wechatPayerRequest, response: { 200: answers(wechatPayer) } } }, async (request) => {
    const payer = payerOf(config.SIGN_SECRET, request);
    const { payMethod } = request.query;
    const jsapiWithOpenid = ctx.gateways.choose(payMethod, payDialogModeOf(payMethod) === 'qrCode', { ...payer, openid: 'known' }) === 'wechat-jsapi';
    return ok({ authorise: Boolean(api) && jsapiWithOpenid && !payer.openid });
  });

  // WeChat web authorisation (snsapi_base, silent): the payer's openid for JSAPI payments, kept in a signed cookie.
  app.get('/wechat/oauth', { schema: { querystring: wechatOAuthStart } }, async (request, reply) => {
    if (!api || !appId) throw new AppError('1404', { zh: '未配置微信公众号', en: 'No WeChat official account is configured.' }, 404);
    const { state, nonce } = newOAuthState(config.SIGN_SECRET);
    const secure = secureFor(request.protocol);
    reply.setCookie(STATE_COOKIE, nonce, { path: '/api/wechat', httpOnly: true, sameSite: 'lax', secure, maxAge: OAUTH_STATE_MS / 1000 });
    const back = `${linkBase(ctx.settings, request)}/api/wechat/oauth/callback?to=${encodeURIComponent(safeReturnPath(request.query.to ?? '/'))}`;
    const query = new URLSearchParams({ appid: appId, redirect_uri: back, response_type: 'code', scope: 'snsapi_base', state });
    return reply.redirect(`${WECHAT_AUTHORIZE}?${query}#wechat_redirect`);
  });

  app.get('/wechat/oauth/callback', { schema: { querystring: wechatOAuthCallback } }, async (request, reply) => {
    if (!api) throw new AppError('1404', { zh: '未配置微信公众号', en: 'No WeChat official account is configured.' }, 404);
    const { code, state, to } = request.query;
    if (!code || !state || !oauthStateValid(config.SIGN_SECRET, state, request.cookies[STATE_COOKIE])) throw new AppError('1401', {
      zh: '授权已失效，请重新打开页面',
      en: 'The authorisation has expired; please open the page again.',
    }, 401);
    const openid = await api.openidOf(code);
    const secure = secureFor(request.protocol);
    reply.clearCookie(STATE_COOKIE, { path: '/api/wechat' });
    reply.setCookie(OPENID_COOKIE, signedOpenid(config.SIGN_SECRET, openid), { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: OPENID_MAX_AGE_S });
    return reply.redirect(safeReturnPath(to ?? '/'));
  });
};
