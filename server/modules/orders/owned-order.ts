import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { loadOrder, type OrderRow } from '../../sales/orders';

export const ORDER_NOT_FOUND = '1081';

/** One of the agent's own orders; someone else's answers as missing, so order ids cannot be probed. */
export async function requireOwnOrder(ctx: SalesContext, agentId: string, orderId: string): Promise<OrderRow> {
  const order = await loadOrder(ctx.db, orderId);
  if (!order || order.agent_id !== agentId) throw new AppError(ORDER_NOT_FOUND, { zh: `订单不存在：${orderId}`, en: `Order not found: ${orderId}` });
  return order;
}
