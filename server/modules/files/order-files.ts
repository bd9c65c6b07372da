import type { OrderFileType } from '../../../domain/api/order-files';
import type { SalesContext } from '../../sales/context';
import type { Principal } from '../../sales/tokens';
import { AppError } from '../../lib/envelope';
import { requireOwnOrder } from '../orders';

/** Only the selling agent files documents with an order: a holder or another agent answers as a missing order. */
export async function requireFilingOrder(ctx: SalesContext, principal: Principal, orderId: string) {
  if (principal.subjectType !== 'agent') throw new AppError('1081', { zh: `订单不存在：${orderId}`, en: `Order not found: ${orderId}` });
  return requireOwnOrder(ctx, principal.agentId, orderId);
}

/** Files a stored file with an order under its type; the same file filed twice is kept once. */
export async function recordOrderFile(
  ctx: SalesContext,
  entry: { orderId: string; fileType: OrderFileType; path: string; uploadedBy: string; sealFound?: boolean },
): Promise<void> {
  await ctx.db
    .insertInto('order_file')
    .values({ order_id: entry.orderId, file_type: entry.fileType, path: entry.path, uploaded_by: entry.uploadedBy, seal_found: entry.sealFound ?? null })
    .onConflict((conflict) => conflict.columns(['order_id', 'file_type', 'path']).doUpdateSet({ seal_found: entry.sealFound ?? null }))
    .execute();
}

export async function orderFiles(ctx: SalesContext, orderId: string) {
  return ctx.db.selectFrom('order_file').select(['file_type', 'path', 'seal_found', 'created_at']).where('order_id', '=', orderId).orderBy('id').execute();
}
