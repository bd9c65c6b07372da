import { z } from 'zod';
import { orderInvoice } from './order';

const orderId = z.string().trim().min(1, '缺少订单号').max(40);

/** POST /authorization/queryOrderDetails, queryPolicyByOrderId, deleteOrder: one order of the caller's book. */
export const orderIdRequest = z.object({ orderId });

/** POST /authorization/queryBatchPage: a page of one policy's endorsement batches. */
export const batchPageRequest = z.object({
  orderId,
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const batchPage = z.object({
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  list: z.array(z.object({ batchId: z.string(), kind: z.string(), status: z.string(), premiumFen: z.number().int(), createdAt: z.string() })),
});
export type BatchPage = z.infer<typeof batchPage>;

/** POST /authorization/updateInvoiceInfo: the invoice wish of an order, changed before an invoice is issued. */
export const updateInvoiceRequest = z.object({ orderId, invoice: orderInvoice });

export const corporationList = z.array(z.object({ code: z.string(), name: z.string() }));
export type Corporation = z.infer<typeof corporationList>[number];
