import { createCipheriv, createHash, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beijingDate, yuan } from './bills';

/** Key pairs made by the test: the merchant's (signs our requests) and WeChat Pay's (signs answers and notifications). */
export function wechatTestKeys() {
  const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const merchant = pair();
  const platform = pair();
  return {
    mchid: '1900000109',
    appid: 'wxd678efh567hg6787',
    merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    merchantPrivateKey: merchant.privateKey,
    merchantPublicKey: merchant.publicKey,
    platformSerial: 'PUB_KEY_ID_0119000001092024110600000001',
    platformPublicKey: platform.publicKey,
    platformPrivateKey: platform.privateKey,
    apiV3Key: randomBytes(16).toString('hex'),
  };
}
export type WechatTestKeys = ReturnType<typeof wechatTestKeys>;

interface FakeTrade {
  outTradeNo: string;
  kind: string;
  total: number;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  openid?: string;
  notifyUrl: string;
  transactionId?: string;
  /** When the payer paid: the trade is on that Beijing day's bill. */
  paidAt?: Date;
}
interface FakeRefund {
  outRefundNo: string;
  outTradeNo: string;
  refund: number;
  status: 'PROCESSING' | 'SUCCESS';
  finishedAt?: Date;
}

/** The fields of our requests the fake reads. */
interface RequestBody {
  mchid?: string;
  appid?: string;
  out_trade_no?: string;
  out_refund_no?: string;
  notify_url?: string;
  amount?: { total?: number; refund?: number };
  payer?: { openid?: string };
}

export interface SignedNotification {
  headers: Record<string, string>;
  body: string;
}

export interface FakeWechatPay {
  baseUrl: string;
  trades: Map<string, FakeTrade>;
  refunds: Map<string, FakeRefund>;
  /** Requests refused because our signature did not verify. */
  badSignatures: number;
  /** Bill files change on the way (their hash no longer matches). */
  tamperBills: boolean;
  /** The payer paid in WeChat. */
  pay(outTradeNo: string): void;
  /** The refund reached the payer's account. */
  completeRefund(outRefundNo: string): void;
  /** The notification WeChat Pay posts, signed with its key, the resource encrypted with the APIv3 key. */
  paymentNotification(outTradeNo: string): SignedNotification;
  refundNotification(outRefundNo: string): SignedNotification;
  close(): Promise<void>;
}

/**
 * A local WeChat Pay API v3: checks each request's WECHATPAY2-SHA256-RSA2048 signature with the merchant's
 * public key, and signs each answer with its own key, as documented.
 */
export async function startFakeWechatPay(keys: WechatTestKeys): Promise<FakeWechatPay> {
  const trades = new Map<string, FakeTrade>();
  const refunds = new Map<string, FakeRefund>();
  let badSignatures = 0;

  const signed = (body: string) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(keys.platformPrivateKey, 'base64');
    return { 'wechatpay-timestamp': timestamp, 'wechatpay-nonce': nonce, 'wechatpay-serial': keys.platformSerial, 'wechatpay-signature': signature };
  };
  const requestSigned = (method: string, url: string, body: string, authorization: string) => {
    const fields = Object.fromEntries([...authorization.matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
    if (!authorization.startsWith('WECHATPAY2-SHA256-RSA2048 ') || fields.mchid !== keys.mchid || fields.serial_no !== keys.merchantSerial) return false;
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > 300) return false;
    const message = `${method}\n${url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    return createVerify('RSA-SHA256').update(message).verify(keys.merchantPublicKey, fields.signature ?? '', 'base64');
  };
  const seal = (eventType: string, resource: object): SignedNotification => {
    const nonce = randomBytes(6).toString('hex');
    const aad = eventType.startsWith('REFUND') ? 'refund' : 'transaction';
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(keys.apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from(aad));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(resource)), cipher.final(), cipher.getAuthTag()]).toString('base64');
    const body = JSON.stringify({
      id: randomBytes(8).toString('hex'),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType,
      resource: { original_type: aad, algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: aad, nonce },
    });
    return { headers: { ...signed(body), 'content-type': 'application/json' }, body };
  };
  const transaction = (trade: FakeTrade) => ({
    appid: keys.appid,
    mchid: keys.mchid,
    out_trade_no: trade.outTradeNo,
    transaction_id: trade.transactionId,
    trade_type: trade.kind.toUpperCase(),
    trade_state: trade.state,
    amount: { total: trade.total, payer_total: trade.total, currency: 'CNY' },
    ...(trade.openid && { payer: { openid: trade.openid } }),
  });
  const refundView = (refund: FakeRefund) => ({
    out_refund_no: refund.outRefundNo,
    out_trade_no: refund.outTradeNo,
    refund_id: `50${refund.outRefundNo}`,
    status: refund.status,
    refund_status: refund.status,
    amount: { refund: refund.refund, total: trades.get(refund.outTradeNo)?.total },
  });

  const bills = new Map<string, Buffer>();
  const TRADE_COLUMNS = '商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额';
  const REFUND_COLUMNS = '微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
  const cellsOf = (values: (string | number)[]) => values.map((value) => `\`${value}`).join(',');
  /** The trade bill of a day as WeChat Pay writes it: header, backtick-prefixed rows, summary. Empty: no bill. */
  const billOf = (billDate: string, billType: string): string => {
    const refund = billType === 'REFUND';
    const header = `交易时间,公众账号ID,${TRADE_COLUMNS},${refund ? '退款申请时间,退款成功时间,' : ''}${REFUND_COLUMNS}`;
    const rows: string[] = [];
    let total = 0;
    if (!refund) {
      for (const trade of trades.values()) {
        if (!trade.paidAt || beijingDate(trade.paidAt) !== billDate) continue;
        total += trade.total;
        const fee = yuan(Math.round(trade.total * 0.006));
        rows.push(cellsOf([trade.paidAt.toISOString(), keys.appid, keys.mchid, 0, '', trade.transactionId ?? '', trade.outTradeNo, trade.openid ?? '', trade.kind.toUpperCase(), 'SUCCESS', 'OTHERS', 'CNY', yuan(trade.total), '0.00', 0, 0, '0.00', '0.00', '', '', '保险', '', fee, '0.60%', yuan(trade.total), '0.00', '']));
      }
    } else {
      for (const item of refunds.values()) {
        if (!item.finishedAt || beijingDate(item.finishedAt) !== billDate) continue;
        const trade = trades.get(item.outTradeNo);
        total += item.refund;
        const at = item.finishedAt.toISOString();
        rows.push(cellsOf([at, keys.appid, keys.mchid, 0, '', trade?.transactionId ?? '', item.outTradeNo, trade?.openid ?? '', 'NATIVE', 'REFUND', 'OTHERS', 'CNY', '0.00', '0.00', at, at, `50${item.outRefundNo}`, item.outRefundNo, yuan(item.refund), '0.00', 'ORIGINAL', 'SUCCESS', '保险', '', '0.00', '0.60%', yuan(trade?.total ?? 0), yuan(item.refund), '']));
      }
    }
    if (rows.length === 0) return '';
    const summary = ['总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额', cellsOf([rows.length, yuan(refund ? 0 : total), yuan(refund ? total : 0), '0.00', '0.00', yuan(refund ? 0 : total), yuan(refund ? total : 0)])];
    return `${[header, ...rows, ...summary].join('\r\n')}\r\n`;
  };

  const route = (method: string, path: string, query: URLSearchParams, body: RequestBody): [number, object | null] => {
    if (method === 'GET' && path === '/v3/bill/tradebill') {
      const billDate = query.get('bill_date') ?? '';
      const billType = query.get('bill_type') ?? 'ALL';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(billDate) || !['SUCCESS', 'REFUND'].includes(billType)) return [400, { code: 'PARAM_ERROR', message: 'bill_date, bill_type' }];
      const text = billOf(billDate, billType);
      if (!text) return [400, { code: 'NO_STATEMENT_EXIST', message: '账单不存在' }];
      const token = randomBytes(12).toString('hex');
      bills.set(token, Buffer.from(text));
      return [200, { hash_type: 'SHA1', hash_value: createHash('sha1').update(text).digest('hex'), download_url: `${baseUrl}v3/billdownload/file?token=${token}` }];
    }
    const created = /^\/v3\/pay\/transactions\/(jsapi|native|h5)$/.exec(path);
    if (method === 'POST' && created) {
      const total = body.amount?.total ?? 0;
      if (body.mchid !== keys.mchid || body.appid !== keys.appid || !body.out_trade_no || total <= 0) return [400, { code: 'PARAM_ERROR', message: 'bad parameters' }];
      if (created[1] === 'jsapi' && !body.payer?.openid) return [400, { code: 'PARAM_ERROR', message: 'payer.openid required' }];
      if (trades.has(body.out_trade_no)) return [400, { code: 'INVALID_REQUEST', message: '201 商户订单号重复' }];
      trades.set(body.out_trade_no, { outTradeNo: body.out_trade_no, kind: created[1], total, state: 'NOTPAY', openid: body.payer?.openid, notifyUrl: body.notify_url ?? '' });
      if (created[1] === 'native') return [200, { code_url: `weixin://wxpay/bizpayurl?pr=${body.out_trade_no}` }];
      if (created[1] === 'h5') return [200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${body.out_trade_no}` }];
      return [200, { prepay_id: `wx${body.out_trade_no}` }];
    }
    const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (byNo) {
      const trade = trades.get(decodeURIComponent(byNo[1]));
      if (!trade) return [404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' }];
      if (method === 'GET') return [200, transaction(trade)];
      if (trade.state === 'SUCCESS') return [400, { code: 'ORDERPAID', message: '订单已支付' }];
      trade.state = 'CLOSED';
      return [204, null];
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const trade = trades.get(body.out_trade_no ?? '');
      if (!trade || (trade.state !== 'SUCCESS' && trade.state !== 'REFUND')) return [400, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在或未支付' }];
      const amount = body.amount?.refund ?? 0;
      if (!body.out_refund_no || body.amount?.total !== trade.total || amount <= 0 || amount > trade.total) return [400, { code: 'PARAM_ERROR', message: 'amount' }];
      const existing = refunds.get(body.out_refund_no);
      if (existing) return [200, refundView(existing)];
      const refund: FakeRefund = { outRefundNo: body.out_refund_no, outTradeNo: trade.outTradeNo, refund: amount, status: 'PROCESSING' };
      refunds.set(refund.outRefundNo, refund);
      trade.state = 'REFUND';
      return [200, refundView(refund)];
    }
    const refundNo = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refundNo) {
      const refund = refunds.get(decodeURIComponent(refundNo[1]));
      return refund ? [200, refundView(refund)] : [404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' }];
    }
    return [404, { code: 'NOT_FOUND', message: path }];
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString();
      const url = request.url ?? '/';
      const answer = (status: number, payload: object | null) => {
        const body = payload ? JSON.stringify(payload) : '';
        response.writeHead(status, { 'content-type': 'application/json', ...signed(body) });
        response.end(body);
      };
      if (!requestSigned(request.method ?? '', url, raw, String(request.headers.authorization ?? ''))) {
        badSignatures += 1;
        return answer(401, { code: 'SIGN_ERROR', message: '签名错误' });
      }
      const { pathname, searchParams } = new URL(url, 'http://fake');
      // The bill file itself is not signed by WeChat Pay (it is checked by its hash): sent as it is.
      const file = pathname === '/v3/billdownload/file' ? bills.get(searchParams.get('token') ?? '') : undefined;
      if (file) {
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        return response.end(fake.tamperBills ? Buffer.from(file.toString().replace('SUCCESS', 'SUCCES5')) : file);
      }
      const [status, payload] = route(request.method ?? '', pathname, searchParams, raw ? JSON.parse(raw) : {});
      answer(status, payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  const fake: FakeWechatPay = {
    baseUrl,
    tamperBills: false,
    trades,
    refunds,
    get badSignatures() {
      return badSignatures;
    },
    pay(outTradeNo) {
      const trade = trades.get(outTradeNo);
      if (trade?.state !== 'NOTPAY') throw new Error(`cannot pay ${outTradeNo}`);
      trade.state = 'SUCCESS';
      trade.transactionId = `4200000${Date.now()}`;
      trade.paidAt = new Date();
    },
    completeRefund(outRefundNo) {
      const refund = refunds.get(outRefundNo);
      if (refund) Object.assign(refund, { status: 'SUCCESS', finishedAt: new Date() });
    },
    paymentNotification(outTradeNo) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      return seal(trade.state === 'SUCCESS' ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.FAIL', transaction(trade));
    },
    refundNotification(outRefundNo) {
      const refund = refunds.get(outRefundNo);
      if (!refund) throw new Error(`no refund ${outRefundNo}`);
      return seal(refund.status === 'SUCCESS' ? 'REFUND.SUCCESS' : 'REFUND.ABNORMAL', refundView(refund));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
