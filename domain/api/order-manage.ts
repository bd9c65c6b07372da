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

export interface BatchPage {
  total: number;
  pageNum: number;
  pageSize: number;
  list: { batchId: string; kind: string; status: string; premiumFen: number; createdAt: string }[];
}

/** POST /authorization/updateInvoiceInfo: the invoice wish of an order, changed before an invoice is issued. */
export const updateInvoiceRequest = z.object({ orderId, invoice: orderInvoice });

export interface Corporation {
  code: string;
  name: string;
}
