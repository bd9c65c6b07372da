import type { z } from 'zod';
import type { BatchPage, batchPageRequest, Corporation, updateInvoiceRequest } from '../../../domain/api/order-manage';
import { catalog } from '../../catalog';
import { AppError } from '../../lib/envelope';
import type { SalesContext } from '../../sales/context';
import { effectiveStatus } from '../../sales/orders';
import type { BookScope } from '../../sales/scope';
import { batchCount, batchesOf, findInScope } from './repository';
import { notFound, requireInScope } from './service';

/** deleteOrder: an order that was never paid goes, with its insureds; anything paid stays on record. */
export async function deleteOrder(ctx: SalesContext, scope: BookScope, orderId: string, now = new Date()): Promise<void> {
  if (scope.kind !== 'agent') throw new AppError('403', { zh: '仅出单人可删除订单', en: 'Only the issuing agent can delete this order.' }, 403);
  await ctx.db.transaction().execute(async (trx) => {
    const order = await findInScope(trx, scope, orderId, true);
    if (!order || order.id !== orderId) throw notFound(orderId);
    if (effectiveStatus(order, now) !== 'unpaid' || order.paid_at) throw new AppError('1068', { zh: '仅未支付的订单可以删除', en: 'Only an unpaid order can be deleted.' });
    const settled = await trx.selectFrom('payment').select('id').where('order_id', '=', orderId).where('status', 'in', ['paid', 'refunded']).executeTakeFirst();
    if (settled) throw new AppError('1068', { zh: '仅未支付的订单可以删除', en: 'Only an unpaid order can be deleted.' });
    await trx.deleteFrom('payment').where('order_id', '=', orderId).execute();
    await trx.deleteFrom('sales_order').where('id', '=', orderId).execute();
  });
}

/** queryBatchPage: a page of the policy's endorsement batches, newest first. */
export async function batchPage(ctx: SalesContext, scope: BookScope, request: z.output<typeof batchPageRequest>): Promise<BatchPage> {
  const order = await requireInScope(ctx, scope, request.orderId);
  const [rows, total] = await Promise.all([
    batchesOf(ctx.db, order.id, request.pageSize, (request.pageNum - 1) * request.pageSize),
    batchCount(ctx.db, order.id),
  ]);
  return {
    total,
    pageNum: request.pageNum,
    pageSize: request.pageSize,
    list: rows.map((row) => ({ batchId: row.id, kind: row.kind, status: row.status, premiumFen: Number(row.net_fen), createdAt: new Date(row.created_at).toISOString() })),
  };
}

/** updateInvoiceInfo: the order's invoice wish, until an invoice has been issued for it. */
export async function updateInvoiceInfo(ctx: SalesContext, scope: BookScope, request: z.output<typeof updateInvoiceRequest>): Promise<void> {
  const order = await requireInScope(ctx, scope, request.orderId);
  if (order.policy_no) {
    const issued = await ctx.db.selectFrom('invoice').select('invoice_no').where('policy_no', '=', order.policy_no).where('status', '=', 'issued').executeTakeFirst();
    if (issued) throw new AppError('1071', { zh: '该保单已开具发票，如需修改请重新开具', en: 'An invoice has already been issued for this policy; to change it, reissue it.' });
  }
  await ctx.db.updateTable('sales_order').set({ invoice: JSON.stringify(request.invoice) }).where('id', '=', order.id).execute();
}

/** queryCorporationList: the insurers of the catalogue, for the lists' filters. */
export function corporations(): Corporation[] {
  const byCode = new Map(catalog.products.map((product) => [product.insurer.code, product.insurer.name.zh]));
  return [...byCode].map(([code, name]) => ({ code, name })).sort((a, b) => a.code.localeCompare(b.code));
}
