import type { WechatJsConfig } from '../../../domain/api/wechat';
import { http } from './client';

/** GET /wechat/js-config: wx.config's values for this page (or that sharing is off); silent, since sharing is a nicety the page works without. */
export async function fetchWechatJsConfig(url: string): Promise<WechatJsConfig> {
  return (await http.get<WechatJsConfig>('/wechat/js-config', { url }, { silent: true })).content;
}
