import { policyStanding } from './policy';
import { z } from 'zod';
import { calendarDate as isoDate, holderAddressText, latinName, nameText, optionalText, text } from './fields';
import { travelExtension } from './storefront';

export const orderBeneficiary = z.object({
  name: nameText,
  idType: text,
  idNumber: text,
  relationship: text,
  percentage: z.union([z.number(), z.string()]),
});
export type OrderBeneficiary = z.infer<typeof orderBeneficiary>;

export const orderInsured = z.object({
  name: nameText.min(1, '请输入被保险人姓名'),
  enName: latinName.optional(),
  idType: text.min(1, '请选择证件类型'),
  idNumber: text.min(1, '请输入证件号码'),
  birthDate: isoDate.optional(),
  gender: z.enum(['M', 'F']).optional(),
  /** Relation to the policyholder: 1 self, 2 spouse, 3 child, 4 parent, 99 other. */
  relationship: optionalText,
  occulevel: z.union([z.string(), z.number()]).optional(),
  occupationCode: optionalText,
  occupationName: optionalText,
  mobile: optionalText,
  /** 1 statutory heirs, 4 designated beneficiaries (then `beneficiaries` must total 100%). */
  beneficiaryType: z.enum(['1', '4']).optional(),
  beneficiaries: z.array(orderBeneficiary).optional(),
  /** Property products: the sum insured chosen for each duty, in fen. */
  sumsInsuredFen: z.record(z.string(), z.number().int().positive()).optional(),
});
export type OrderInsured = z.infer<typeof orderInsured>;

export const orderHolder = z.object({
  /** I individual, C enterprise. */
  holderType: z.enum(['I', 'C']).default('I'),
  holderName: nameText.min(1, '请输入投保人名称'),
  holderIdType: text.min(1, '请选择证件类型'),
  holderIdNumber: text.min(1, '请输入证件号码'),
  holderPhone: text.min(1, '请输入手机号'),
  holderEmail: optionalText,
  holderAddress: holderAddressText.optional(),
});
export type OrderHolder = z.infer<typeof orderHolder>;

export const orderInvoice = z.object({
  invoiceFlag: z.union([z.boolean(), z.enum(['Y', 'N', '1', '0'])]).optional(),
  title: optionalText,
  taxNumber: optionalText,
  billingType: optionalText,
  taxpayerType: optionalText,
  unitNature: optionalText,
});
export type OrderInvoice = z.infer<typeof orderInvoice>;

/** Whether an order's stored invoice wish asks for an invoice ("需要发票" ticked). */
export function wantsInvoice(wish: unknown): wish is OrderInvoice {
  const flag = (wish as OrderInvoice | null)?.invoiceFlag;
  return flag === true || flag === 'Y' || flag === '1';
}

/**
 * The body of every save call of portal-spec 7 (/policy/saveOrder, /order/policy, /policy/policy, ...): the
 * policy payload of portal-spec 3. The client's premium, if sent, is ignored: the server re-prices.
 */
export const saveOrderRequest = z.object({
  salPolicy: z.object({
    productCode: text.min(1, '缺少产品代码'),
    planCode: text.min(1, '请选择保障计划'),
    startDate: isoDate,
    /** Single-trip travel: the last day of cover; others derive it from the term. */
    endDate: isoDate.optional(),
    /** Group and property products: months of cover (12 when absent). */
    months: z.number().int().min(1).max(12).optional(),
    /** A customer's order from a share link names the issuer (u) and its signature. */
    userId: optionalText,
    sign: optionalText,
    destination: optionalText,
    visaCity: optionalText,
    totalPremium: z.unknown().optional(),
  }),
  salPolicyHolder: orderHolder,
  salInsuredList: z.array(orderInsured).min(1, '请添加被保险人').max(2000),
  salInvoice: orderInvoice.optional(),
  /** `travel`: the storefront's declarations and channel (domain/api/storefront.ts). */
  salPolicyExt: z.object({ riskNotify: optionalText, travel: travelExtension.optional() }).optional(),
  /** Also accepted as the Idempotency-Key header. */
  idempotencyKey: z.string().min(8).max(100).optional(),
  /** The page's language (1/2 or a locale): the customer's SMS and e-mails are written in it; else the visitor's. */
  language: z.string().trim().max(10).optional(),
});
export type SaveOrderRequest = z.infer<typeof saveOrderRequest>;
export type SaveOrderInput = z.input<typeof saveOrderRequest>;

/** What a save answers besides `content` ("policyId,premium"): the first value is the policy id. */
export const saveOrderData = z.object({
  policyId: z.string(),
  totalPremium: z.string(),
  totalPremiumFen: z.number().int(),
  expiresAt: z.string(),
  productCode: z.string(),
});
export type SaveOrderData = z.infer<typeof saveOrderData>;

/** POST /api_record/recordScreen/savePageSuc: the session recording of a save is finished. */
export const recordScreenRequest = z.object({
  policyId: text.min(1).max(64),
  browerType: z.string().max(200).optional(),
  closeType: z.string().max(50).optional(),
  saveTime: z.union([z.string(), z.number()]).optional(),
  url: z.string().max(2000).optional(),
  msgId: z.string().max(200).optional(),
});
export type RecordScreenRequest = z.infer<typeof recordScreenRequest>;

/** POST /policy/checkRepeatInsurePolicy: is any insured already covered in an overlapping period? */
export const repeatInsureRequest = z.object({
  productCode: optionalText,
  /** Without an agent's token: the share link's issuer and signature. */
  userId: optionalText,
  sign: optionalText,
  startDate: isoDate,
  endDate: isoDate,
  insuredList: z
    .array(z.object({ name: optionalText, idType: optionalText, idNumber: text.min(1, '请输入证件号码') }))
    .min(1)
    .max(2000),
});
export type RepeatInsureRequest = z.infer<typeof repeatInsureRequest>;

export const repeatInsureItem = z.object({
  name: z.string(),
  idNumber: z.string(),
  /** Only the policy number: an order's id opens its payment, so it never leaves its seller. */
  policyNo: z.string().nullable(),
  productCode: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type RepeatInsureItem = z.infer<typeof repeatInsureItem>;

/** POST /authorization/queryOrderPage: the signed-in agent's orders, newest first. */
export const orderPageRequest = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  status: z.enum(['unpaid', 'paid', 'issued', 'expired', 'refunded']).optional(),
  /** The previous page's nextCursor: the page after it (keyset), pageNum then only labels the page. */
  cursor: z.string().max(120).optional(),
});
export type OrderPageRequest = z.infer<typeof orderPageRequest>;

export const orderListItem = z.object({
  orderId: z.string(),
  productCode: z.string(),
  /** From the catalogue, in both languages. */
  productName: z.object({ zh: z.string(), en: z.string() }),
  /** Masked: lists never show a whole name, ID or phone number. */
  holderName: z.string(),
  insuredCount: z.number(),
  totalPremiumFen: z.number(),
  /** A cancelled or surrendered policy's order is expired: nothing in it is valid any more; refunded: paid for a period already covered. */
  status: z.enum(['unpaid', 'paid', 'issued', 'expired', 'refunded']),
  /** The policy's standing once issued (domain/rules/policy-standing). */
  standing: policyStanding.nullable(),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  /** Until when an unpaid order can be paid. */
  expiresAt: z.string(),
  policyNo: z.string().nullable(),
});
export type OrderListItem = z.infer<typeof orderListItem>;

/** The answer of /authorization/queryOrderPage: one page of the agent's orders. */
export const orderPage = z.object({
  /** Counted on the first page only (null with a cursor), and at most ORDER_PAGE_COUNT_CAP (order-page-cap.ts): a page costs the same however many orders there are. */
  total: z.number().nullable(),
  pageNum: z.number(),
  pageSize: z.number(),
  list: z.array(orderListItem),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});

export type OrderPage = z.infer<typeof orderPage>;
