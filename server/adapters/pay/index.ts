import type { Kysely } from 'kysely';
import { type Config, payMethodGateways, publicUrl } from '../../config';
import type { PayPlace } from '../../../domain/rules/pay-choice';
import type { DB } from '../../db/schema';
import { type AlipayGateway, type AlipayKind, alipayGateway } from './alipay';
import type { PaymentGateway } from './gateway';
import type { RefundingGateway } from './refunds';
import { type SandboxGateway, sandboxGateway } from './sandbox-gateway';
import type { StatementGateway } from './statements';
import { type WechatPayGateway, type WechatPayKind, wechatPayGateway } from './wechat-pay';

export interface Payer {
  /** Where the payer is, as the request's user agent says: it decides how a provider is paid. */
  place: PayPlace;
  /** The payer's openid for the official account (WeChat web authorisation), when known. */
  openid?: string;
  clientIp?: string;
}

/** Every gateway of this process by name; each payment records the name of the one that took it. */
export interface PaymentGateways {
  sandbox: SandboxGateway;
  wechat?: Record<WechatPayKind, WechatPayGateway>;
  alipay?: Record<AlipayKind, AlipayGateway>;
  /** The gateway a payment was taken by (its status query, close and refund go there). */
  byName(name: string): PaymentGateway & Partial<RefundingGateway>;
  /** Providers whose daily statement the reconciliation reads, with the gateway names their payments carry. */
  statements(): { provider: string; gatewayNames: string[]; gateway: StatementGateway }[];
  /** The gateway for a pay method, where the payer is: QR methods and desktops scan, phones go to H5, WeChat pays inside. */
  choose(method: string, qrCode: boolean, payer: Payer): string;
}

export class UnknownGatewayError extends Error {
  constructor(name: string) {
    super(`no gateway ${name} configured`);
    this.name = 'UnknownGatewayError';
  }
}

/** A PEM from an environment variable, where line breaks are often written as \n. */
function pem(text: string): string {
  return text.replace(/\\n/g, '\n');
}

export function paymentGatewaysFor(db: Kysely<DB>, config: Config, gatewaySecret: string): PaymentGateways {
  const sandbox = sandboxGateway(db, { secret: gatewaySecret });
  const byProvider = payMethodGateways(config.PAY_METHOD_GATEWAYS);
  const base = publicUrl(config).replace(/\/$/, '');
  const named = new Map<string, PaymentGateway & Partial<RefundingGateway>>([['sandbox', sandbox]]);
  let wechat: PaymentGateways['wechat'];
  if (Object.values(byProvider).includes('wechat')) {
    const options = {
      mchid: config.WECHAT_PAY_MCHID ?? '',
      appid: config.WECHAT_PAY_APPID ?? '',
      merchantSerial: config.WECHAT_PAY_MERCHANT_SERIAL ?? '',
      merchantPrivateKey: pem(config.WECHAT_PAY_PRIVATE_KEY ?? ''),
      platformSerial: config.WECHAT_PAY_PUBLIC_KEY_ID ?? '',
      platformPublicKey: pem(config.WECHAT_PAY_PUBLIC_KEY ?? ''),
      apiV3Key: config.WECHAT_PAY_API_V3_KEY ?? '',
      notifyUrl: `${base}/api/pay/notify/wechat`,
      baseUrl: config.WECHAT_PAY_BASE_URL,
    };
    wechat = { jsapi: wechatPayGateway(options, 'jsapi'), native: wechatPayGateway(options, 'native'), h5: wechatPayGateway(options, 'h5') };
    for (const gateway of Object.values(wechat)) named.set(`wechat-${gateway.kind}`, gateway);
  }
  let alipay: PaymentGateways['alipay'];
  if (Object.values(byProvider).includes('alipay')) {
    const options = {
      appId: config.ALIPAY_APP_ID ?? '',
      privateKey: pem(config.ALIPAY_PRIVATE_KEY ?? ''),
      alipayPublicKey: pem(config.ALIPAY_PUBLIC_KEY ?? ''),
      notifyUrl: `${base}/api/pay/notify/alipay`,
      gateway: config.ALIPAY_GATEWAY,
    };
    alipay = { wap: alipayGateway(options, 'wap'), qr: alipayGateway(options, 'qr') };
    for (const gateway of Object.values(alipay)) named.set(`alipay-${gateway.kind}`, gateway);
  }

  return {
    sandbox,
    wechat,
    alipay,
    // One statement per merchant account: the kinds of a provider share it.
    statements: () => [
      { provider: 'sandbox', gatewayNames: ['sandbox'], gateway: sandbox },
      ...(wechat ? [{ provider: 'wechat', gatewayNames: Object.values(wechat).map((g) => `wechat-${g.kind}`), gateway: wechat.native }] : []),
      ...(alipay ? [{ provider: 'alipay', gatewayNames: Object.values(alipay).map((g) => `alipay-${g.kind}`), gateway: alipay.qr }] : []),
    ],
    byName(name) {
      const gateway = named.get(name);
      if (!gateway) throw new UnknownGatewayError(name);
      return gateway;
    },
    choose(method, qrCode, payer) {
      // Inside WeChat, Alipay's page is blocked: the client sends the payer to /wx-guide to open it in the browser.
      if (byProvider[method] === 'alipay' && alipay) return qrCode || payer.place === 'desktop' ? 'alipay-qr' : 'alipay-wap';
      if (byProvider[method] !== 'wechat' || !wechat) return 'sandbox';
      if (qrCode || payer.place === 'desktop') return 'wechat-native';
      // Inside WeChat without the payer's openid, the QR code (long-press to pay) is the way left.
      if (payer.place === 'wechat') return payer.openid ? 'wechat-jsapi' : 'wechat-native';
      return 'wechat-h5';
    },
  };
}
