import type { WechatPayer } from '../../../../domain/api/wechat';
import { http } from '../../../lib/api/client';

/** GET /wechat/payer: must this payer pass WeChat's authorisation (for the openid JSAPI needs) before paying by the method? */
export async function mustAuthoriseInWechat(payMethod: string): Promise<boolean> {
  return (await http.get<WechatPayer>('/wechat/payer', { payMethod }, { silent: true })).content.authorise;
}
