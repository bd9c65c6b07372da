import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { zipSync } from 'fflate';
import { beijingDate, gbk } from './bills';

/** Key pairs made by the test: the application's (signs our requests) and Alipay's (signs answers and notifications). */
export function alipayTestKeys() {
  const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const app = pair();
  const alipay = pair();
  return { appId: '2021000000000001', appPrivateKey: app.privateKey, appPublicKey: app.publicKey, alipayPrivateKey: alipay.privateKey, alipayPublicKey: alipay.publicKey };
}
export type AlipayTestKeys = ReturnType<typeof alipayTestKeys>;

interface FakeTrade {
  outTradeNo: string;
  total: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  tradeNo: string;
  /** Refunds by out_request_no: amount in yuan, when made. */
  refunded: Map<string, { amount: string; at: Date }>;
  paidAt?: Date;
}

export interface FakeAlipay {
  gateway: string;
  trades: Map<string, FakeTrade>;
  badSignatures: number;
  /** The payer's browser opens the wap.pay link: its signature is checked and the trade opened. */
  openWap(url: string): void;
  pay(outTradeNo: string): void;
  /** The form Alipay posts to notify_url, signed with Alipay's key (RSA2). */
  notification(outTradeNo: string): Record<string, string>;
  close(): Promise<void>;
}

/** The content Alipay signs and checks: every non-empty parameter but the signature, sorted, as key=value pairs. */
function signContent(params: Record<string, string>, without: string[]): string {
  return Object.keys(params)
    .filter((key) => !without.includes(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

/** A local Alipay OpenAPI gateway (gateway.do): checks each request's RSA2 signature and signs its answers. */
export async function startFakeAlipay(keys: AlipayTestKeys): Promise<FakeAlipay> {
  const trades = new Map<string, FakeTrade>();
  let badSignatures = 0;
  const verified = (params: Record<string, string>) =>
    params.app_id === keys.appId &&
    params.sign_type === 'RSA2' &&
    createVerify('RSA-SHA256').update(signContent(params, ['sign'])).verify(keys.appPublicKey, params.sign ?? '', 'base64');
  const open = (biz: Record<string, string>) => {
    if (!trades.has(biz.out_trade_no)) {
      trades.set(biz.out_trade_no, { outTradeNo: biz.out_trade_no, total: biz.total_amount, status: 'WAIT_BUYER_PAY', tradeNo: `2026${randomBytes(8).toString('hex')}`, refunded: new Map() });
    }
  };
  const notExist = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };

  const bills = new Map<string, Uint8Array>();
  let origin = '';
  /** The day's bill as Alipay writes it: a zip of the details and their summary, both CSV in GBK. Undefined: no trade. */
  const billOf = (billDate: string): Uint8Array | undefined => {
    const cell = (value: string) => `${value}\t`;
    const row = (tradeNo: string, outTradeNo: string, kind: string, at: Date, amount: string, requestNo: string) =>
      [tradeNo, outTradeNo, kind, '保险', at.toISOString(), at.toISOString(), '', '', '', '', 'buyer***@example.cn', amount, amount, '0.00', '0.00', '0.00', '0.00', '0.00', '', '0.00', '0.00', requestNo, '0.00', '0.00', ''].map(cell).join(',');
    const rows: string[] = [];
    for (const trade of trades.values()) {
      if (trade.paidAt && beijingDate(trade.paidAt) === billDate) rows.push(row(trade.tradeNo, trade.outTradeNo, '交易', trade.paidAt, trade.total, ''));
      for (const [requestNo, refund] of trade.refunded) {
        if (beijingDate(refund.at) === billDate) rows.push(row(trade.tradeNo, trade.outTradeNo, '退款', refund.at, `-${refund.amount}`, requestNo));
      }
    }
    if (rows.length === 0) return undefined;
    const compact = billDate.replaceAll('-', '');
    const details = [
      '#支付宝业务明细查询',
      '#账号：[20880000000000010156]',
      `#起始日期：[${billDate} 00:00:00]   终止日期：[${billDate} 23:59:59]`,
      '#-----------------------------------------业务明细列表----------------------------------------',
      '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注',
      ...rows,
      '#-----------------------------------------业务明细列表结束------------------------------------',
      `#交易合计：${rows.length}笔`,
      `#导出时间：[${billDate} 09:00:00]`,
    ];
    const summary = ['#支付宝业务汇总查询', '门店编号,门店名称,交易订单总笔数,退款订单总笔数,订单金额（元）,商家实收（元）', `合计,,${rows.length},0,0.00,0.00`];
    return zipSync({
      [`20880000000000010156_${compact}_业务明细.csv`]: gbk(details.join('\r\n')),
      [`20880000000000010156_${compact}_业务明细(汇总).csv`]: gbk(summary.join('\r\n')),
    });
  };

  const handle = (method: string, biz: Record<string, string>): object => {
    const trade = trades.get(biz.out_trade_no);
    switch (method) {
      case 'alipay.trade.precreate':
        open(biz);
        return { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, qr_code: `https://qr.alipay.com/bax0${biz.out_trade_no}` };
      case 'alipay.trade.query':
        return trade ? { code: '10000', msg: 'Success', out_trade_no: trade.outTradeNo, trade_no: trade.tradeNo, trade_status: trade.status, total_amount: trade.total } : notExist;
      case 'alipay.trade.close':
        if (!trade) return notExist;
        if (trade.status !== 'WAIT_BUYER_PAY') return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' };
        trade.status = 'TRADE_CLOSED';
        return { code: '10000', msg: 'Success', out_trade_no: trade.outTradeNo };
      case 'alipay.trade.refund':
        if (trade?.status !== 'TRADE_SUCCESS') return notExist;
        if (!trade.refunded.has(biz.out_request_no)) trade.refunded.set(biz.out_request_no, { amount: biz.refund_amount, at: new Date() });
        return { code: '10000', msg: 'Success', out_trade_no: trade.outTradeNo, fund_change: 'Y', refund_fee: trade.refunded.get(biz.out_request_no)?.amount };
      case 'alipay.trade.fastpay.refund.query': {
        const amount = trade?.refunded.get(biz.out_request_no)?.amount;
        return amount ? { code: '10000', msg: 'Success', out_request_no: biz.out_request_no, refund_amount: amount, refund_status: 'REFUND_SUCCESS' } : { code: '10000', msg: 'Success' };
      }
      case 'alipay.data.dataservice.bill.downloadurl.query': {
        const zip = biz.bill_type === 'trade' ? billOf(biz.bill_date) : undefined;
        if (!zip) return { code: '40004', msg: 'Business Failed', sub_code: 'isp.bill_not_exist', sub_msg: '账单不存在' };
        const token = randomBytes(12).toString('hex');
        bills.set(token, zip);
        return { code: '10000', msg: 'Success', bill_download_url: `${origin}/downloadBill?token=${token}` };
      }
      default:
        return { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' };
    }
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      // The download address carries its own token (Alipay's is signed and short-lived): the zip as it is.
      const bill = url.pathname === '/downloadBill' ? bills.get(url.searchParams.get('token') ?? '') : undefined;
      if (url.pathname === '/downloadBill') {
        response.writeHead(bill ? 200 : 404, { 'content-type': 'application/oct-stream' });
        return response.end(bill);
      }
      const params = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString())) };
      const key = `${String(params.method).replaceAll('.', '_')}_response`;
      let node: object;
      if (!verified(params)) {
        badSignatures += 1;
        node = { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' };
      } else {
        node = handle(params.method, JSON.parse(params.biz_content ?? '{}'));
      }
      const text = JSON.stringify(node);
      const sign = createSign('RSA-SHA256').update(text).sign(keys.alipayPrivateKey, 'base64');
      response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      response.end(`{"${key}":${text},"sign":"${sign}"}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    gateway: `http://127.0.0.1:${port}/gateway.do`,
    trades,
    get badSignatures() {
      return badSignatures;
    },
    openWap(link) {
      const params = Object.fromEntries(new URL(link).searchParams);
      if (!verified(params) || params.method !== 'alipay.trade.wap.pay') throw new Error('wap.pay link not signed by the application');
      open(JSON.parse(params.biz_content));
    },
    pay(outTradeNo) {
      const trade = trades.get(outTradeNo);
      if (trade?.status !== 'WAIT_BUYER_PAY') throw new Error(`cannot pay ${outTradeNo}`);
      trade.status = 'TRADE_SUCCESS';
      trade.paidAt = new Date();
    },
    notification(outTradeNo) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      const form: Record<string, string> = {
        notify_time: '2026-11-25 10:00:00',
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(12).toString('hex'),
        app_id: keys.appId,
        charset: 'utf-8',
        version: '1.0',
        sign_type: 'RSA2',
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        trade_status: trade.status,
        total_amount: trade.total,
        gmt_payment: '2026-11-25 09:59:58',
      };
      form.sign = createSign('RSA-SHA256').update(signContent(form, ['sign', 'sign_type'])).sign(keys.alipayPrivateKey, 'base64');
      return form;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
