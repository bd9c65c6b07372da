import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import { parseWechatBill } from './bills';
import type { CreatedPayment, CreatePaymentRequest, GatewayTrade, PaymentGateway, TradeStatus } from './gateway';
import type { GatewayRefund, RefundingGateway, RefundRequest, RefundStatus } from './refunds';
import type { StatementGateway } from './statements';

/** WeChat Pay's three ways to pay on the web: inside WeChat (JSAPI), a QR code (Native), a phone browser (H5). */
export type WechatPayKind = 'jsapi' | 'native' | 'h5';

export interface WechatPayOptions {
  mchid: string;
  appid: string;
  /** Serial number of the merchant's API certificate; its private key signs every request. */
  merchantSerial: string;
  merchantPrivateKey: string;
  /** WeChat Pay's public key (or platform certificate) id and key: they sign answers and notifications. */
  platformSerial: string;
  platformPublicKey: string;
  /** The APIv3 key (32 characters): decrypts the resource of notifications (AES-256-GCM). */
  apiV3Key: string;
  /** Where WeChat Pay posts payment and refund notifications. */
  notifyUrl: string;
  /** https://api.mch.weixin.qq.com/, or a local fake in tests. */
  baseUrl: string;
}

/** A verified and decrypted notification. */
export type WechatNotice =
  | { event: 'payment'; trade: GatewayTrade }
  | { event: 'refund'; refund: GatewayRefund };

/** The notification was not WeChat Pay's (bad signature, stale, tampered ciphertext). */
export class WechatNotificationError extends Error {
  constructor(reason: string) {
    super(`wechat pay notification refused: ${reason}`);
    this.name = 'WechatNotificationError';
  }
}

/** What the page inside WeChat passes to WeixinJSBridge "getBrandWCPayRequest" (signed with the merchant key). */
export interface JsapiPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

export interface WechatPayGateway extends PaymentGateway, RefundingGateway, StatementGateway {
  readonly kind: WechatPayKind;
  /** The JSAPI invoke parameters of a prepay id (answered again from the stored prepay id). */
  jsapiParams(prepayId: string): JsapiPayParams;
  /** Checks the signature (Wechatpay-* headers over the raw body) and decrypts the resource. */
  parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string, now?: Date): WechatNotice;
}

const NOTIFY_MAX_SKEW_S = 300;
const JSAPI_PREFIX = 'prepay_id=';

const TRADE_STATES: Record<string, TradeStatus> = {
  SUCCESS: 'SUCCESS',
  // A refunded trade was paid: the payment happened.
  REFUND: 'SUCCESS',
  NOTPAY: 'WAITING',
  USERPAYING: 'WAITING',
  CLOSED: 'CLOSED',
  REVOKED: 'CLOSED',
  PAYERROR: 'FAILED',
};
const REFUND_STATES: Record<string, RefundStatus> = { SUCCESS: 'SUCCESS', PROCESSING: 'PROCESSING', CLOSED: 'FAILED', ABNORMAL: 'FAILED' };

/** RFC 3339 in Beijing time, as WeChat Pay writes and reads times. */
function beijingRfc3339(date: Date): string {
  return `${new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

interface TransactionResource {
  out_trade_no: string;
  trade_state: string;
  amount?: { total?: number };
}
interface RefundResource {
  out_refund_no: string;
  refund_id?: string;
  status?: string;
  refund_status?: string;
  amount?: { refund?: number };
}

/**
 * WeChat Pay API v3 through `wechatpay-axios-plugin`, which signs each request with the merchant key and
 * verifies each answer with WeChat Pay's key. Our payment id is the out_trade_no, so query, close and refund
 * address the trade by it. One gateway per kind; they share the merchant.
 */
export function wechatPayGateway(options: WechatPayOptions, kind: WechatPayKind): WechatPayGateway {
  const merchantKey = Rsa.from(options.merchantPrivateKey, 'private');
  const platformKey: KeyObject = createPublicKey(options.platformPublicKey);
  const client = new Wechatpay({
    mchid: options.mchid,
    serial: options.merchantSerial,
    privateKey: options.merchantPrivateKey,
    certs: { [options.platformSerial]: options.platformPublicKey },
    baseURL: options.baseUrl,
    timeout: 10_000,
  });
  // Answers are verified by the SDK (WeChat Pay's signature) before they reach us; absent fields are allowed for.
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: object, params?: Record<string, string>): Promise<Partial<T>> =>
    ((await client.client.request(path, method, body, params ? { params } : {})).data ?? {}) as Partial<T>;
  const trade = (outTradeNo: string) => `v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`;
  const failedWith = (error: unknown) => (error as { response?: { status?: number; data?: { code?: string } } }).response;
  const notFound = (error: unknown) => failedWith(error)?.status === 404;

  /** One bill of a day: its signed download address, then the file (unsigned: checked by the hash the address came with). */
  const bill = async (billDate: string, billType: 'SUCCESS' | 'REFUND'): Promise<string> => {
    let meta: Partial<{ hash_type: string; hash_value: string; download_url: string }>;
    try {
      meta = await call('GET', 'v3/bill/tradebill', undefined, { bill_date: billDate, bill_type: billType });
    } catch (error) {
      // A day without trades (or refunds) has no bill.
      if (failedWith(error)?.data?.code === 'NO_STATEMENT_EXIST') return '';
      throw error;
    }
    const url = new URL(String(meta.download_url));
    const file = await client.client.request(url.pathname.slice(1), 'GET', undefined, { params: Object.fromEntries(url.searchParams), responseType: 'arraybuffer' });
    const bytes = Buffer.from(file.data as ArrayBuffer);
    if (meta.hash_type !== 'SHA1' || createHash('sha1').update(bytes).digest('hex') !== String(meta.hash_value).toLowerCase()) throw new Error(`wechat pay ${billType} bill of ${billDate}: hash mismatch`);
    return bytes.toString('utf8');
  };

  const jsapiParams = (prepayId: string): JsapiPayParams => {
    const timeStamp = String(Formatter.timestamp());
    const nonceStr = Formatter.nonce();
    const pkg = `${JSAPI_PREFIX}${prepayId}`;
    return { appId: options.appid, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign: Rsa.sign(`${options.appid}\n${timeStamp}\n${nonceStr}\n${pkg}\n`, merchantKey) };
  };

  return {
    name: 'wechat',
    kind,

    async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
      const body: Record<string, unknown> = {
        appid: options.appid,
        mchid: options.mchid,
        description: request.subject.slice(0, 127),
        out_trade_no: request.paymentId,
        time_expire: beijingRfc3339(request.expiresAt),
        notify_url: options.notifyUrl,
        amount: { total: request.amountFen, currency: 'CNY' },
      };
      if (kind === 'jsapi') {
        if (!request.payer?.openid) throw new Error('JSAPI needs the payer openid');
        body.payer = { openid: request.payer.openid };
      }
      if (kind === 'h5') body.scene_info = { payer_client_ip: request.payer?.clientIp ?? '127.0.0.1', h5_info: { type: 'Wap' } };
      const data = await call<{ code_url: string; h5_url: string; prepay_id: string }>('POST', `v3/pay/transactions/${kind}`, body);
      // Native: the QR code's content; H5: the page the phone browser goes to (the return URL appended, as documented).
      if (kind === 'native') return { tradeNo: request.paymentId, cashierUrl: String(data.code_url) };
      if (kind === 'h5') return { tradeNo: request.paymentId, cashierUrl: `${data.h5_url}&redirect_url=${encodeURIComponent(request.returnUrl)}` };
      return { tradeNo: request.paymentId, cashierUrl: `${JSAPI_PREFIX}${data.prepay_id}` };
    },

    async queryStatus(tradeNo) {
      try {
        const data = await call<TransactionResource>('GET', trade(tradeNo), undefined, { mchid: options.mchid });
        return { tradeNo, paymentId: String(data.out_trade_no), status: TRADE_STATES[String(data.trade_state)] ?? 'WAITING', amountFen: Number(data.amount?.total ?? 0) };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async close(tradeNo) {
      await call('POST', `${trade(tradeNo)}/close`, { mchid: options.mchid });
    },

    async refund(request: RefundRequest): Promise<GatewayRefund> {
      const data = await call<RefundResource>('POST', 'v3/refund/domestic/refunds', {
        out_trade_no: request.tradeNo,
        out_refund_no: request.refundNo,
        reason: request.reason.slice(0, 80),
        notify_url: options.notifyUrl,
        amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
      });
      return { refundNo: request.refundNo, status: REFUND_STATES[String(data.status)] ?? 'PROCESSING', amountFen: Number(data.amount?.refund ?? request.amountFen) };
    },

    async queryRefund(refundNo) {
      try {
        const data = await call<RefundResource>('GET', `v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`);
        return { refundNo, status: REFUND_STATES[String(data.status)] ?? 'PROCESSING', amountFen: Number(data.amount?.refund ?? 0) };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },

    async statement(billDate) {
      const [trades, refunds] = await Promise.all([bill(billDate, 'SUCCESS'), bill(billDate, 'REFUND')]);
      return [...(trades ? parseWechatBill(trades) : []), ...(refunds ? parseWechatBill(refunds) : [])];
    },

    jsapiParams: (prepayId) => jsapiParams(prepayId.startsWith(JSAPI_PREFIX) ? prepayId.slice(JSAPI_PREFIX.length) : prepayId),

    parseNotification(headers, rawBody, now = new Date()) {
      const header = (name: string) => String([headers[name]].flat()[0] ?? '');
      const timestamp = header('wechatpay-timestamp');
      const nonce = header('wechatpay-nonce');
      if (header('wechatpay-serial') !== options.platformSerial) throw new WechatNotificationError('unknown serial');
      if (!/^\d+$/.test(timestamp) || Math.abs(now.getTime() / 1000 - Number(timestamp)) > NOTIFY_MAX_SKEW_S) throw new WechatNotificationError('stale');
      if (!Rsa.verify(Formatter.response(timestamp, nonce, rawBody), header('wechatpay-signature'), platformKey)) throw new WechatNotificationError('signature');
      let envelope: { event_type?: string; resource?: { algorithm?: string; ciphertext?: string; nonce?: string; associated_data?: string } };
      let resource: TransactionResource & RefundResource;
      try {
        envelope = JSON.parse(rawBody);
        const sealed = envelope.resource;
        if (sealed?.algorithm !== 'AEAD_AES_256_GCM' || !sealed.ciphertext || !sealed.nonce) throw new Error('resource');
        resource = JSON.parse(Aes.AesGcm.decrypt(sealed.ciphertext, options.apiV3Key, sealed.nonce, sealed.associated_data ?? ''));
      } catch {
        throw new WechatNotificationError('resource');
      }
      const event = String(envelope.event_type);
      if (event.startsWith('REFUND.')) {
        const status = REFUND_STATES[String(resource.refund_status ?? resource.status)] ?? 'PROCESSING';
        return { event: 'refund', refund: { refundNo: resource.out_refund_no, status, amountFen: Number(resource.amount?.refund ?? 0) } };
      }
      const status = TRADE_STATES[resource.trade_state] ?? 'WAITING';
      return { event: 'payment', trade: { tradeNo: resource.out_trade_no, paymentId: resource.out_trade_no, status, amountFen: Number(resource.amount?.total ?? 0) } };
    },
  };
}
