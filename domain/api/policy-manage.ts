import { z } from 'zod';
import { parseIsoDate } from '../validators/calendar';
import { orderStatus } from './payment';
import { ID_NUMBER_TAIL } from './insured-search';
import { bilingual, policyStanding } from './policy';

const isoDate = z.string().refine((value) => parseIsoDate(value) !== null, '日期格式应为YYYY-MM-DD');
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** The standings a list can be filtered by (domain/rules/policy-standing). */
export const policyStateFilter = z.enum(['notStarted', 'inForce', 'expired', 'cancelled', 'surrendered']);
export type PolicyStateFilter = z.infer<typeof policyStateFilter>;

/** The search of /policyManage, shared by the list (queryPolicyList) and its export (exportPolicy). */
export const policySearch = z.object({
  policyNo: optionalText(40),
  holderName: optionalText(60),
  insuredName: optionalText(60),
  productCode: optionalText(40),
  /** First day of cover from / to (inclusive). */
  startFrom: isoDate.optional(),
  startTo: isoDate.optional(),
  state: policyStateFilter.optional(),
});
export type PolicySearch = z.infer<typeof policySearch>;

/** POST /policy/queryPolicyList: one page after `cursor` (the previous page's nextCursor), newest first. */
export const policyListRequest = policySearch.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  cursor: z.string().max(120).optional(),
});
export type PolicyListRequest = z.input<typeof policyListRequest>;

export const policyListItem = z.object({
  policyNo: z.string(),
  orderId: z.string(),
  productCode: z.string(),
  productName: bilingual,
  holderName: z.string(),
  insuredCount: z.number().int(),
  /** The premium in force, endorsements included (a refund at the policy's end shows in the detail's refunds). */
  premiumFen: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  issuedAt: z.string(),
  standing: policyStanding,
});
export type PolicyListItem = z.infer<typeof policyListItem>;

export const policyListPage = z.object({
  list: z.array(policyListItem),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PolicyListPage = z.infer<typeof policyListPage>;

/** POST /policy/queryPolicy?policyId= : a policy (or an order not yet issued) by order id or policy number. */
export const policyIdQuery = z.object({ policyId: z.string().trim().min(1, '缺少保单号').max(40) });

export const policyDetail = z.object({
  orderId: z.string(),
  policyNo: z.string().nullable(),
  orderStatus,
  /** Once issued. */
  standing: policyStanding.nullable(),
  productCode: z.string(),
  productName: bilingual,
  productType: z.string(),
  planCode: z.string(),
  planName: bilingual,
  insurerName: bilingual,
  holder: z.object({
    type: z.enum(['I', 'C']),
    name: z.string(),
    idType: z.string(),
    idNumber: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    address: z.string().nullable(),
  }),
  startDate: z.string(),
  endDate: z.string(),
  /** The premium in force: as issued, plus what effective endorsements charged, less what they refunded. */
  premiumFen: z.number().int(),
  insuredCount: z.number().int(),
  issuedAt: z.string().nullable(),
  payments: z.array(
    z.object({ paymentId: z.string(), method: z.string(), channel: z.string(), amountFen: z.number().int(), status: z.string(), finishedAt: z.string().nullable() }),
  ),
  /** Premium given back, newest first: by endorsements that took effect, and when the policy was cancelled or surrendered. */
  refunds: z.array(
    z.object({
      kind: z.enum(['endorsement', 'cancellation', 'surrender']),
      endorsementNo: z.string().nullable(),
      amountFen: z.number().int(),
      refundedAt: z.string(),
    }),
  ),
  /** The issued e-policy, downloadable by the signed-in principal. */
  documents: z.array(z.object({ kind: z.literal('ePolicy'), name: z.string(), pages: z.number().int() })),
  invoices: z.array(
    z.object({
      invoiceNo: z.string(),
      status: z.enum(['issued', 'voided']),
      title: z.string(),
      billingType: z.enum(['normal', 'special']),
      amountFen: z.number().int(),
      emailMasked: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Endorsements (batch changes) of the policy, newest first (the latest 20). */
  endorsements: z.array(
    z.object({
      batchId: z.string(),
      kind: z.string(),
      status: z.string(),
      createdAt: z.string(),
      endorsementNo: z.string().nullable(),
      effectiveDate: z.string().nullable(),
      netFen: z.number().int(),
    }),
  ),
  refundBank: z.object({ bankName: z.string(), accountName: z.string(), accountNo: z.string() }).nullable(),
  /** The storefront invoice wish given with the order. */
  invoiceRequest: z.record(z.string(), z.unknown()).nullable(),
  /** What the signed-in principal may do with this policy now. */
  actions: z.object({
    cancel: z.boolean(),
    exportInsureds: z.boolean(),
    exportOriginalPolicy: z.boolean(),
    applyInvoice: z.boolean(),
    reapplyInvoice: z.boolean(),
    changeBank: z.boolean(),
    /** An issued, live group policy the selling agent may change by batch (/correct/index). */
    endorse: z.boolean(),
  }),
});
export type PolicyDetail = z.infer<typeof policyDetail>;
export type PolicyActions = PolicyDetail['actions'];

/**
 * POST /policy/getPolicyInfo: a page of a policy's insureds after `afterSeq` (large groups page), optionally only
 * those of one name (the whole name: names are encrypted, decision 029) or whose ID number ends in `idNumberTail`.
 */
export const insuredPageRequest = z.object({
  policyId: z.string().trim().min(1, '缺少保单号').max(40),
  afterSeq: z.coerce.number().int().min(-1).default(-1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  insuredName: optionalText(60),
  idNumberTail: z.string().trim().regex(ID_NUMBER_TAIL, '请输入证件号码后四位').optional(),
});
export type InsuredPageRequest = z.input<typeof insuredPageRequest>;

export const insuredPage = z.object({
  list: z.array(
    z.object({
      seq: z.number().int(),
      name: z.string(),
      idType: z.string(),
      idNumber: z.string(),
      birthDate: z.string().nullable(),
      gender: z.string().nullable(),
      occupationName: z.string().nullable(),
      occupationLevel: z.string().nullable(),
      premiumFen: z.number().int(),
    }),
  ),
  /** Pass as afterSeq for the next page; null on the last page. */
  nextSeq: z.number().int().nullable(),
});
export type InsuredPage = z.infer<typeof insuredPage>;

/** POST /authorization/policyOperation/cancel: without `confirm` it only answers what cancelling would refund. */
export const cancelRequest = z.object({
  policyId: z.string().trim().min(1, '缺少保单号').max(40),
  confirm: z.boolean().default(false),
  idempotencyKey: z.string().max(100).optional(),
});
export type CancelRequest = z.input<typeof cancelRequest>;

export const cancelQuote = z.object({
  orderId: z.string(),
  policyNo: z.string().nullable(),
  /** order: an unpaid order is called off; cancellation before the start; surrender after it. */
  kind: z.enum(['order', 'cancellation', 'surrender']),
  premiumFen: z.number().int(),
  refundFen: z.number().int(),
  /** The last day of cover (the day before the start for a cancellation). */
  endsOn: z.string().nullable(),
  done: z.boolean(),
});
export type CancelQuote = z.infer<typeof cancelQuote>;

/** POST /authorization/policyOperation/exportInsureds and exportOriginalPolicy: one policy's file. */
export const policyFileRequest = z.object({ policyId: z.string().trim().min(1, '缺少保单号').max(40) });

/** POST /policy/changeBank: where a refund of the policy is paid. */
export const changeBankRequest = z.object({
  policyId: z.string().trim().min(1, '缺少保单号').max(40),
  bankName: z.string().trim().min(2, '请输入开户银行').max(60),
  accountName: z.string().trim().min(2, '请输入账户名').max(60),
  accountNo: z.string().trim().regex(/^\d{8,30}$/, '银行账号应为8-30位数字'),
});
export type ChangeBankRequest = z.infer<typeof changeBankRequest>;

/** POST /policy/queryPolicyResult: has the order been issued yet? */
export const policyResult = z.object({ orderId: z.string(), orderStatus, policyNo: z.string().nullable(), standing: policyStanding.nullable() });
export type PolicyResult = z.infer<typeof policyResult>;
