import { z } from 'zod';

/** GET /wechat/js-config?url=: wx.config's values for the page at url (inside WeChat only). */
export const wechatJsConfigRequest = z.object({ url: z.string().url().max(1000) });

/** Without an official account configured the answer says so (200): sharing is off, and no page logs an error. */
export const wechatJsConfig = z.discriminatedUnion('configured', [
  z.object({ configured: z.literal(true), appId: z.string(), timestamp: z.number(), nonceStr: z.string(), signature: z.string() }),
  z.object({ configured: z.literal(false) }),
]);
export type WechatJsConfig = z.infer<typeof wechatJsConfig>;

/** GET /wechat/payer?payMethod=: must this payer pass WeChat's authorisation (for the openid) before paying by it? */
export const wechatPayerRequest = z.object({ payMethod: z.string().trim().min(1).max(8) });
export const wechatPayer = z.object({ authorise: z.boolean() });
export type WechatPayer = z.infer<typeof wechatPayer>;

/** GET /wechat/oauth?to=: off to WeChat's silent authorisation, back to `to` (a path of this site). */
export const wechatOAuthStart = z.object({ to: z.string().max(1000).optional() });

/** GET /wechat/oauth/callback: WeChat's redirect with the code and our state. */
export const wechatOAuthCallback = z.object({ code: z.string().max(200).optional(), state: z.string().max(200).optional(), to: z.string().max(1000).optional() });
