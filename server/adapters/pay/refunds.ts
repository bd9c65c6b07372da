/** Money back through the gateway a payment came from; the result arrives by notification or by query. */
export interface RefundingGateway {
  refund(request: RefundRequest): Promise<GatewayRefund>;
  /** The gateway's view of a refund, for notifications that are late or lost; null when it does not know it. */
  queryRefund(refundNo: string, tradeNo: string): Promise<GatewayRefund | null>;
}

export interface RefundRequest {
  /** Our refund number: the gateway's "out refund number" (retrying with it never refunds twice). */
  refundNo: string;
  tradeNo: string;
  amountFen: number;
  /** The trade's amount (WeChat Pay checks it). */
  totalFen: number;
  reason: string;
}

export type RefundStatus = 'PROCESSING' | 'SUCCESS' | 'FAILED';

export interface GatewayRefund {
  refundNo: string;
  status: RefundStatus;
  amountFen: number;
}
