import { createRequire } from 'node:module';
import type { AlipaySdk as AlipaySdkClass } from 'alipay-sdk';
import type { CreatedPayment, CreatePaymentRequest, GatewayTrade, PaymentGateway, TradeStatus } from './gateway';
import { parseAlipayBill, yuanToFen } from './bills';
import type { GatewayRefund, RefundingGateway, RefundRequest } from './refunds';
import type { StatementGateway } from './statements';

/** Alipay on the web: the phone-browser cashier (wap.pay, a redirect) or a QR code (precreate). */
export type AlipayKind = 'wap' | 'qr';

export interface AlipayOptions {
  appId: string;
  /** The application's private key (PKCS#8 PEM): signs each request (RSA2). */
  privateKey: string;
  /** Alipay's public key (PEM): checks Alipay's answers and notifications. */
  alipayPublicKey: string;
  /** Where Alipay posts the payment notification. */
  notifyUrl: string;
  /** https://openapi.alipay.com/gateway.do, or a local fake in tests. */
  gateway: string;
}

export class AlipayNotificationError extends Error {
  constructor(reason: string) {
    super(`alipay notification refused: ${reason}`);
    this.name = 'AlipayNotificationError';
  }
}

export interface AlipayGateway extends PaymentGateway, RefundingGateway, StatementGateway {
  readonly kind: AlipayKind;
  /** Checks the RSA2 signature of the posted form and answers the trade it reports. */
  parseNotification(form: Record<string, string>): GatewayTrade;
}

const TRADE_STATES: Record<string, TradeStatus> = {
  WAIT_BUYER_PAY: 'WAITING',
  TRADE_SUCCESS: 'SUCCESS',
  TRADE_FINISHED: 'SUCCESS',
  TRADE_CLOSED: 'CLOSED',
};

function fenToYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** Alipay's "yyyy-MM-dd HH:mm:ss" in Beijing time. */
function beijingTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

interface AlipayAnswer {
  code?: string;
  sub_code?: string;
  sub_msg?: string;
  qr_code?: string;
  trade_status?: string;
  total_amount?: string;
  out_trade_no?: string;
  fund_change?: string;
  refund_fee?: string;
  refund_status?: string;
  refund_amount?: string;
  bill_download_url?: string;
}

const OK = '10000';
const NOT_EXIST = new Set(['ACQ.TRADE_NOT_EXIST']);

/** Alipay through `alipay-sdk` (RSA2 requests, answers checked with Alipay's key). Our payment id is the out_trade_no. */
export function alipayGateway(options: AlipayOptions, kind: AlipayKind): AlipayGateway {
  // Loaded only where Alipay is configured: the SDK costs about 19 MB resident in every other server.
  const { AlipaySdk } = createRequire(import.meta.url)('alipay-sdk') as { AlipaySdk: typeof AlipaySdkClass };
  const sdk = new AlipaySdk({
    appId: options.appId,
    privateKey: options.privateKey,
    keyType: 'PKCS8',
    alipayPublicKey: options.alipayPublicKey,
    gateway: options.gateway,
    signType: 'RSA2',
    camelcase: false,
    timeout: 10_000,
  });
  const call = async (method: string, bizContent: Record<string, unknown>): Promise<AlipayAnswer> =>
    (await sdk.exec(method, { bizContent }, { validateSign: true })) as AlipayAnswer;
  const failure = (method: string, answer: AlipayAnswer) => new Error(`${method} ${answer.code}/${answer.sub_code ?? ''}: ${answer.sub_msg ?? ''}`.slice(0, 300));

  return {
    name: 'alipay',
    kind,

    async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
      const order = {
        out_trade_no: request.paymentId,
        total_amount: fenToYuan(request.amountFen),
        subject: request.subject.slice(0, 256),
        time_expire: beijingTime(request.expiresAt),
      };
      if (kind === 'qr') {
        const answer = await call('alipay.trade.precreate', order);
        if (answer.code !== OK || !answer.qr_code) throw failure('precreate', answer);
        return { tradeNo: request.paymentId, cashierUrl: answer.qr_code };
      }
      // wap.pay is a signed redirect: the trade exists at Alipay once the payer opens it.
      const cashierUrl = sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
        bizContent: { ...order, product_code: 'QUICK_WAP_WAY', quit_url: request.returnUrl },
        notifyUrl: options.notifyUrl,
        returnUrl: request.returnUrl,
      });
      return { tradeNo: request.paymentId, cashierUrl };
    },

    async queryStatus(tradeNo): Promise<GatewayTrade | null> {
      const answer = await call('alipay.trade.query', { out_trade_no: tradeNo });
      if (NOT_EXIST.has(answer.sub_code ?? '')) return null;
      if (answer.code !== OK) throw failure('query', answer);
      return { tradeNo, paymentId: tradeNo, status: TRADE_STATES[answer.trade_status ?? ''] ?? 'WAITING', amountFen: yuanToFen(answer.total_amount ?? '0') };
    },

    async close(tradeNo) {
      const answer = await call('alipay.trade.close', { out_trade_no: tradeNo });
      // A wap trade never opened does not exist at Alipay: nothing to close.
      if (answer.code !== OK && !NOT_EXIST.has(answer.sub_code ?? '')) throw failure('close', answer);
    },

    async refund(request: RefundRequest): Promise<GatewayRefund> {
      const answer = await call('alipay.trade.refund', {
        out_trade_no: request.tradeNo,
        out_request_no: request.refundNo,
        refund_amount: fenToYuan(request.amountFen),
        refund_reason: request.reason.slice(0, 256),
      });
      if (answer.code !== OK) throw failure('refund', answer);
      // Alipay refunds at once: fund_change Y (or a repeat of a refund already made) means the money moved.
      return { refundNo: request.refundNo, status: 'SUCCESS', amountFen: request.amountFen };
    },

    async queryRefund(refundNo, tradeNo) {
      const answer = await call('alipay.trade.fastpay.refund.query', { out_trade_no: tradeNo, out_request_no: refundNo });
      if (answer.code !== OK) throw failure('refund.query', answer);
      if (!answer.refund_amount) return null;
      return { refundNo, status: answer.refund_status === 'REFUND_SUCCESS' ? 'SUCCESS' : 'PROCESSING', amountFen: yuanToFen(answer.refund_amount) };
    },

    async statement(billDate) {
      const answer = await call('alipay.data.dataservice.bill.downloadurl.query', { bill_type: 'trade', bill_date: billDate });
      // A day without trades has no bill.
      if (answer.sub_code === 'isp.bill_not_exist') return [];
      if (answer.code !== OK || !answer.bill_download_url) throw failure('bill.downloadurl.query', answer);
      // The address is signed by Alipay and valid 30 seconds: fetched at once, as it is.
      const file = await fetch(answer.bill_download_url, { signal: AbortSignal.timeout(30_000) });
      if (!file.ok) throw new Error(`alipay bill of ${billDate}: HTTP ${file.status}`);
      return parseAlipayBill(new Uint8Array(await file.arrayBuffer()));
    },

    parseNotification(form) {
      if (!sdk.checkNotifySignV2(form)) throw new AlipayNotificationError('signature');
      if (form.app_id !== options.appId) throw new AlipayNotificationError('app_id');
      const amountFen = yuanToFen(form.total_amount ?? '');
      if (!form.out_trade_no || !Number.isFinite(amountFen)) throw new AlipayNotificationError('fields');
      return { tradeNo: form.out_trade_no, paymentId: form.out_trade_no, status: TRADE_STATES[form.trade_status ?? ''] ?? 'WAITING', amountFen };
    },
  };
}
