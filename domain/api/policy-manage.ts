import { z } from 'zod';
import type { PolicyStanding } from '../rules/policy-standing';
import { parseIsoDate } from '../validators/calendar';

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

export interface PolicyListItem {
  policyNo: string;
  orderId: string;
  productCode: string;
  productName: string;
  holderName: string;
  insuredCount: number;
  premiumFen: number;
  startDate: string;
  endDate: string;
  issuedAt: string;
  standing: PolicyStanding;
}

export interface PolicyListPage {
  list: PolicyListItem[];
  /** Null on the last page. */
  nextCursor: string | null;
}

/** POST /policy/queryPolicy?policyId= : a policy (or an order not yet issued) by order id or policy number. */
export const policyIdQuery = z.object({ policyId: z.string().trim().min(1, '缺少保单号').max(40) });

export interface PolicyPayment {
  paymentId: string;
  method: string;
  channel: string;
  amountFen: number;
  status: string;
  finishedAt: string | null;
}

export interface PolicyInvoiceSummary {
  invoiceNo: string;
  status: 'issued' | 'voided';
  title: string;
  billingType: 'normal' | 'special';
  amountFen: number;
  emailMasked: string;
  createdAt: string;
}

/** What the signed-in principal may do with this policy now. */
export interface PolicyActions {
  cancel: boolean;
  exportInsureds: boolean;
  exportOriginalPolicy: boolean;
  applyInvoice: boolean;
  reapplyInvoice: boolean;
  changeBank: boolean;
}

export interface PolicyDetail {
  orderId: string;
  policyNo: string | null;
  orderStatus: 'unpaid' | 'paid' | 'issued' | 'expired';
  /** Once issued. */
  standing: PolicyStanding | null;
  productCode: string;
  productName: string;
  productType: string;
  planCode: string;
  planName: string;
  insurerName: string;
  holder: { type: 'I' | 'C'; name: string; idType: string; idNumber: string; phone: string; email: string | null; address: string | null };
  startDate: string;
  endDate: string;
  premiumFen: number;
  insuredCount: number;
  issuedAt: string | null;
  payments: PolicyPayment[];
  /** The issued e-policy, downloadable by the signed-in principal. */
  documents: { kind: 'ePolicy'; name: string; pages: number }[];
  invoices: PolicyInvoiceSummary[];
  /** Endorsements (batch changes) of the policy; empty until endorsements exist. */
  endorsements: { batchId: string; kind: string; status: string; createdAt: string }[];
  refundBank: { bankName: string; accountName: string; accountNo: string } | null;
  /** The storefront invoice wish given with the order. */
  invoiceRequest: Record<string, unknown> | null;
  actions: PolicyActions;
}

/** POST /policy/getPolicyInfo: a page of a policy's insureds after `afterSeq` (large groups page). */
export const insuredPageRequest = z.object({
  policyId: z.string().trim().min(1, '缺少保单号').max(40),
  afterSeq: z.coerce.number().int().min(-1).default(-1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type InsuredPageRequest = z.input<typeof insuredPageRequest>;

export interface PolicyInsured {
  seq: number;
  name: string;
  idType: string;
  idNumber: string;
  birthDate: string | null;
  gender: string | null;
  occupationName: string | null;
  occupationLevel: string | null;
  premiumFen: number;
}

export interface InsuredPage {
  list: PolicyInsured[];
  /** Pass as afterSeq for the next page; null on the last page. */
  nextSeq: number | null;
}

/** POST /authorization/policyOperation/cancel: without `confirm` it only answers what cancelling would refund. */
export const cancelRequest = z.object({
  policyId: z.string().trim().min(1, '缺少保单号').max(40),
  confirm: z.boolean().default(false),
  idempotencyKey: z.string().max(100).optional(),
});
export type CancelRequest = z.input<typeof cancelRequest>;

export interface CancelQuote {
  orderId: string;
  policyNo: string | null;
  /** order: an unpaid order is called off; cancellation before the start; surrender after it. */
  kind: 'order' | 'cancellation' | 'surrender';
  premiumFen: number;
  refundFen: number;
  /** The last day of cover (the day before the start for a cancellation). */
  endsOn: string | null;
  done: boolean;
}

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
export interface PolicyResult {
  orderId: string;
  orderStatus: 'unpaid' | 'paid' | 'issued' | 'expired';
  policyNo: string | null;
  standing: PolicyStanding | null;
}
