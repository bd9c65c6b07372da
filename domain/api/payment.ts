import { z } from 'zod';
import { PAY_PROVIDER_CODES, payMethods } from '../code-tables';
import { bilingual } from './policy';

const PAY_METHOD_CODES = payMethods.map((method) => method.code) as [string, ...string[]];
const policyId = z.string().trim().min(1, '缺少保单号').max(64);
const idempotencyKey = z.string().min(8).max(100).optional();

/** Return code of a payment that is still being processed: keep polling (portal-spec 4). */
export const STILL_PROCESSING = '1049';

/** Payment's own refusals, distinct from the readings' 1052/1053 and the unknown issuer's 1044 (decision 011). */
export const PAY_CODES = { orderMissing: '1081', notPaid: '1078', balanceShort: '1079', refused: '1061' } as const;

export const payMethodCode = z.enum(PAY_METHOD_CODES);

/** POST /pay/getPayMethodTypes */
export const payMethodTypesRequest = z.object({ productCode: z.string().trim().min(1, '缺少产品代码'), userId: z.string().optional() });
/** A product's pay method: the dialog it opens and the provider whose name and mark the chooser shows. */
export const payMethodType = z.object({
  payMethod: payMethodCode,
  dialogMode: z.enum(['transferEvidence', 'qrCode', 'onlineRedirect', 'balance']),
  provider: z.enum(PAY_PROVIDER_CODES),
});
export type PayMethodType = z.infer<typeof payMethodType>;

/** POST /policy/onlinePayPolicy and /pay/icyPay: a QR-code or online-redirect payment of an order. */
export const onlinePayRequest = z.object({ policyId, payMethod: payMethodCode.optional(), idempotencyKey });
export type OnlinePayRequest = z.infer<typeof onlinePayRequest>;

/** POST /policy/balancePayPolicy (method 66): the issuing account and its password are checked again. */
export const balancePayRequest = z.object({
  policyId,
  loginName: z.string().trim().min(1, '请输入账号'),
  password: z.string().min(1, '请输入密码'),
  idempotencyKey,
});
export type BalancePayRequest = z.infer<typeof balancePayRequest>;

/** POST /policy/evidencePolicy and /policy/commevidencePolicy (methods 88/89): paid by a recorded bank transfer. */
export const evidencePayRequest = z.object({
  policyId,
  evidenceNo: z.string().trim().min(1, '请输入支付凭证').max(64),
  payMethod: z.enum(['88', '89']).optional(),
  idempotencyKey,
});
export type EvidencePayRequest = z.infer<typeof evidencePayRequest>;

/** POST /pay/checkEvidenceNum */
export const checkEvidenceRequest = z.object({
  evidenceNumber: z.string().trim().min(1, '请输入支付凭证').max(64),
  creator: z.string().optional(),
  productCode: z.string().optional(),
  holderName: z.string().trim().min(1, '缺少投保人名称'),
  province: z.string().optional(),
});
export type CheckEvidenceRequest = z.infer<typeof checkEvidenceRequest>;

/** The public pay request of the pay dialog: with a transfer evidence number, or to start an online payment. */
export const publicPayRequest = z.object({ policyId, batchId: z.string().optional(), evidenceNo: z.string().trim().max(64).optional(), idempotencyKey });
export type PublicPayRequest = z.infer<typeof publicPayRequest>;

/** POST /pay/selectYtPayStatus */
export const payStatusRequest = z.object({ policyId });

/** The pay content of portal-spec 3, as the payment calls answer it. */
export const payContent = z.object({
  policyId: z.string(),
  batchId: z.string().optional(),
  paymentId: z.string(),
  payMethod: z.string(),
  payUrl: z.string(),
  /** QR-code methods: a PNG data URL of payUrl. */
  qrCode: z.string().optional(),
  totalPremium: z.string(),
  productCode: z.string(),
  name: z.string(),
  /** The order can be paid until then. */
  expiresAt: z.string(),
  /** The payment is already complete (balance, transfer): go straight to the result. */
  paid: z.boolean(),
  /** WeChat Pay inside WeChat (JSAPI): what the page passes to WeixinJSBridge's getBrandWCPayRequest. */
  jsapi: z.object({ appId: z.string(), timeStamp: z.string(), nonceStr: z.string(), package: z.string(), signType: z.literal('RSA'), paySign: z.string() }).optional(),
});
export type PayContent = z.infer<typeof payContent>;

export const orderStatus = z.enum(['unpaid', 'paid', 'issued', 'expired', 'refunded']);
export type OrderStatus = z.infer<typeof orderStatus>;

/** What the status poll answers, with 00 (paid) and with every other code: the order's summary. */
export const payStatusContent = z.object({
  policyId: z.string(),
  status: orderStatus,
  policyNo: z.string().nullable(),
  totalPremium: z.string(),
  productCode: z.string(),
  productName: bilingual,
  /** The payer is the holder: transfer evidence is checked against this name. */
  holderName: z.string(),
  expiresAt: z.string(),
});
export type PayStatusContent = z.infer<typeof payStatusContent>;

/** The body the sandbox gateway posts to /pay/notify/sandbox; its HMAC is in the X-Sandbox-Signature header. */
export const gatewayNotification = z.object({
  tradeNo: z.string().min(1).max(64),
  paymentId: z.string().min(1).max(64),
  status: z.enum(['SUCCESS', 'FAILED']),
  amountFen: z.number().int().positive(),
  finishedAt: z.string().min(1).max(40),
});
