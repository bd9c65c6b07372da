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
