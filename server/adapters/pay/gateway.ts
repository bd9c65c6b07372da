/** What the portal needs from a payment provider; the sandbox implements it, WeChat Pay / Alipay would too. */
export interface PaymentGateway {
  readonly name: string;
  /** Opens a trade and answers where the payer pays (a cashier page, also the QR code's content). */
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** The gateway's view of a trade, for notifications that are late or lost. */
  queryStatus(tradeNo: string): Promise<GatewayTrade | null>;
  /** Closes an unpaid trade so it can no longer be paid (the order expired). */
  close(tradeNo: string): Promise<void>;
}

export interface CreatePaymentRequest {
  /** Our payment id: the gateway's "out trade number". */
  paymentId: string;
  amountFen: number;
  subject: string;
  expiresAt: Date;
  /** Where the payer's browser goes after paying. */
  returnUrl: string;
  /** Who pays, where a provider needs it: the WeChat openid (JSAPI), the phone's address (H5). */
  payer?: { openid?: string; clientIp?: string };
}

export interface CreatedPayment {
  tradeNo: string;
  cashierUrl: string;
}

export type TradeStatus = 'WAITING' | 'SUCCESS' | 'FAILED' | 'CLOSED';

export interface GatewayTrade {
  tradeNo: string;
  paymentId: string;
  status: TradeStatus;
  amountFen: number;
}

/** A finished trade, as the gateway reports it to our notify endpoint. */
export interface GatewayNotification {
  tradeNo: string;
  paymentId: string;
  status: 'SUCCESS' | 'FAILED';
  amountFen: number;
  finishedAt: string;
}
