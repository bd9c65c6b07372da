import type { SaveOrderData, SaveOrderRequest } from '../../../../domain/api/order';
import { http } from '../../../lib/api/client';

/** POST /wechatLink/mgu/bbcSendOrderList: the company's application with its whole list; answers the order to pay. */
export async function sendMguOrder(request: SaveOrderRequest): Promise<SaveOrderData> {
  return (await http.post<string>('/wechatLink/mgu/bbcSendOrderList', request)).data as SaveOrderData;
}
