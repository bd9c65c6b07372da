import { z } from 'zod';

/** GET /wechat/js-config?url=: wx.config's values for the page at url (inside WeChat only). */
export const wechatJsConfigRequest = z.object({ url: z.string().url().max(1000) });

export const wechatJsConfig = z.object({
  appId: z.string(),
  timestamp: z.number(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type WechatJsConfig = z.infer<typeof wechatJsConfig>;

/** GET /wechat/oauth?to=: off to WeChat's silent authorisation, back to `to` (a path of this site). */
export const wechatOAuthStart = z.object({ to: z.string().max(1000).optional() });

/** GET /wechat/oauth/callback: WeChat's redirect with the code and our state. */
export const wechatOAuthCallback = z.object({ code: z.string().max(200).optional(), state: z.string().max(200).optional(), to: z.string().max(1000).optional() });
