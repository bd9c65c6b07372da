import { z } from 'zod';
import type { ContentLanguage, LocalText } from '../catalog';
import { calendarDate, nameText, optionalText, text } from './fields';
import { type SheetColumn, sheetCheckSchema } from './sheet';

/** Endorsements (batch changes) of issued group policies: issue 13, decision 018. */

const policyId = z.string().trim().min(1, '缺少保单号').max(40);
const batchId = z.string().trim().regex(/^B[0-9A-Za-z]{6,40}$/, '批单号不正确');

export const BATCH_KINDS = ['add', 'delete', 'replace'] as const;
export const batchKind = z.enum(BATCH_KINDS);
export type BatchKind = z.infer<typeof batchKind>;

/** Corrections that change no person's cover: the holder's contact, an insured's details (no premium moves). */
export const CORRECTION_KINDS = ['contact', 'insured'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];
export const ALL_BATCH_KINDS = [...BATCH_KINDS, ...CORRECTION_KINDS] as const;
export type AnyBatchKind = (typeof ALL_BATCH_KINDS)[number];

export const BATCH_STATUSES = ['draft', 'priced', 'awaiting_payment', 'paid', 'effective', 'failed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/**
 * How a batch's state reads to people: a batch waiting for its date was paid only when it charged premium; one
 * that refunds, or moves none, was only submitted (`statuses.<key>` in the endorsement texts).
 */
export function batchStatusKey(batch: { status: string; netFen: number }): string {
  if (batch.status !== 'paid' || batch.netFen > 0) return batch.status;
  return batch.netFen < 0 ? 'refundDue' : 'submitted';
}

/** A person joining the policy: the employee row of portal-spec 3. */
export const joiningPerson = z.object({
  name: nameText.min(1, '请输入被保险人姓名'),
  idType: text.min(1, '请选择证件类型'),
  idNumber: text.min(1, '请输入证件号码'),
  birthDate: optionalText,
  gender: z.enum(['M', 'F']).optional(),
  occulevel: z.union([z.string().max(2), z.number().int()]).optional(),
  occupationCode: optionalText,
  occupationName: optionalText,
  invalidate: optionalText,
});
export type JoiningPerson = z.infer<typeof joiningPerson>;

/**
 * Someone on the policy, as a batch line or a correction names them: by the ID number typed (or pasted, or a sheet's
 * row), or picked from the policy's list by their place on it (`seq`), since every list masks ID numbers (decision
 * 035). One of them is needed, asked for as the typed form always has; a `seq` outranks an ID number given with it.
 */
const namedOnPolicy = { idNumber: optionalText, seq: z.number().int().min(0).optional() };
const isNamed = (person: { idNumber?: string; seq?: number }) => person.seq !== undefined || Boolean(person.idNumber);
const NAME_THEM = { message: '请输入证件号码', path: ['idNumber'] };

/** A person leaving the policy. `idMasked` is only what the list showed, kept for the agent's eyes; the server ignores it. */
export const leavingPerson = z.object({ ...namedOnPolicy, name: optionalText, idType: optionalText, idMasked: optionalText }).refine(isNamed, NAME_THEM);
export type LeavingPerson = z.infer<typeof leavingPerson>;

export const batchLineInput = z.object({ joining: joiningPerson.optional(), leaving: leavingPerson.optional() });
export type BatchLineInput = z.infer<typeof batchLineInput>;

/** calBatchPremium, /authorization/batch/calculPremium: the lines of a batch priced, before anything is committed. */
export const priceBatchRequest = z.object({
  policyId,
  kind: batchKind,
  effectiveDate: calendarDate,
  lines: z.array(batchLineInput).min(1, '请添加批改人员').max(5000),
  /** Re-pricing a batch not yet submitted replaces its lines. */
  batchId: batchId.optional(),
});
export type PriceBatchRequest = z.infer<typeof priceBatchRequest>;

/** One problem of one row (1-based, as the sheet or form numbers it). */
export const rowProblem = z.object({ row: z.number().int(), column: z.string(), code: z.string(), message: z.string() });
export type RowProblem = z.infer<typeof rowProblem>;

export const batchLine = z.object({
  seq: z.number().int(),
  kind: batchKind,
  name: z.string().nullable(),
  idNumber: z.string().nullable(),
  removedName: z.string().nullable(),
  termPremiumFen: z.number().int().nullable(),
  amountFen: z.number().int(),
});
export type BatchLine = z.infer<typeof batchLine>;

/** A batch as every query answers it; `payFlag` is Y once its premium is paid (or nothing was to pay). */
export const batchInfo = z.object({
  batchId: z.string(),
  policyNo: z.string(),
  orderId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  kind: z.enum(ALL_BATCH_KINDS),
  status: z.enum(BATCH_STATUSES),
  payFlag: z.enum(['Y', 'N']),
  effectiveDate: z.string().nullable(),
  insuredBefore: z.number().int(),
  insuredAfter: z.number().int(),
  chargeFen: z.number().int(),
  refundFen: z.number().int(),
  netFen: z.number().int(),
  /** The amount the holder pays now (0 for a refund-only batch). */
  totalPremium: z.string(),
  remainingDays: z.number().int(),
  totalDays: z.number().int(),
  endorsementNo: z.string().nullable(),
  hasPdf: z.boolean(),
  /** A code of BATCH_FAILURES (see batchFailureText). */
  failureReason: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  lines: z.array(batchLine),
  /** A correction's changes as the PDF prints them, contact values masked. */
  corrections: z.array(z.string()),
});
export type BatchInfo = z.infer<typeof batchInfo>;

/** Why a batch ended without taking effect: the code a batch keeps, in the words of the agent's page and the holder's SMS. */
export const BATCH_FAILURES = {
  cancelled: { zh: '批改已撤销', en: 'the change was called off' },
  unpaid: { zh: '未在生效日前支付', en: 'it was not paid by its effective date' },
  policyEnded: { zh: '保单已终止', en: 'the policy has ended' },
  listChanged: { zh: '保单的被保险人清单已被其他批改变更', en: 'another change has altered the policy’s insured list' },
} as const satisfies Record<string, LocalText>;
export type BatchFailure = keyof typeof BATCH_FAILURES;

/** A failed batch's reason in a language; a batch that failed before codes were kept holds its Chinese words. */
export function batchFailureText(reason: string, language: ContentLanguage): string {
  return Object.hasOwn(BATCH_FAILURES, reason) ? BATCH_FAILURES[reason as BatchFailure][language] : reason;
}

/** The preview answers the batch as priced; when rows fail, 1001 with `problems` and nothing is saved. */
export const batchPreview = batchInfo;
export type BatchPreview = BatchInfo;
export const batchProblems = z.object({ problems: z.array(rowProblem) });

/** The holder's contact as it will read from the effective date: at least one of the three. */
export const contactChanges = z
  .object({ holderPhone: z.string().trim().max(20).optional(), holderEmail: z.string().trim().max(80).optional(), holderAddress: optionalText })
  .refine((changes) => Boolean(changes.holderPhone || changes.holderEmail || changes.holderAddress), '请填写要变更的联系方式');
export type ContactChanges = z.infer<typeof contactChanges>;

/** An insured's details corrected: who, named as a leaving person is; their new name or occupation name (same class). */
export const insuredCorrection = z.object({ ...namedOnPolicy, name: nameText.optional(), occupationName: optionalText }).refine(isNamed, NAME_THEM);
export type InsuredCorrection = z.infer<typeof insuredCorrection>;

/** calBatchPremium of a correction: nothing to price, checked and kept like a batch (its difference is 0). */
export const correctionRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contact'), policyId, effectiveDate: calendarDate, contact: contactChanges, batchId: batchId.optional() }),
  z.object({ kind: z.literal('insured'), policyId, effectiveDate: calendarDate, insureds: z.array(insuredCorrection).min(1).max(500), batchId: batchId.optional() }),
]);
export type CorrectionRequest = z.infer<typeof correctionRequest>;

export const batchIdRequest = z.object({ batchId });
export const batchIdParams = z.object({ id: batchId });
export const policyNoParams = z.object({ no: policyId });

export const batchList = z.object({ list: z.array(batchInfo.omit({ lines: true })) });
export type BatchList = z.infer<typeof batchList>;

/** /group/batch/payBatchPolicy: every pay method of the order payments, for a batch. */
export const payBatchRequest = z.object({
  policyId: policyId.optional(),
  batchId,
  payMethod: z.string().trim().max(8).optional(),
  evidenceNo: z.string().trim().max(64).optional(),
  loginName: z.string().trim().max(64).optional(),
  password: z.string().max(256).optional(),
});
export type PayBatchRequest = z.infer<typeof payBatchRequest>;

export const batchPayContent = z.object({
  batchId: z.string(),
  policyId: z.string(),
  payMethod: z.string(),
  payUrl: z.string(),
  qrCode: z.string().optional(),
  totalPremium: z.string(),
  paid: z.boolean(),
});
export type BatchPayContent = z.infer<typeof batchPayContent>;

export const BATCH_OPERATIONS = ['submit', 'cancel'] as const;
export const batchOperationParams = z.object({ type: z.enum(BATCH_OPERATIONS) });

/** The return code batch calls answer while a batch waits for its payment: a success (portal-spec 8). */
export const BATCH_PENDING = '1070';
/** Batch polling of portal-spec 4 and 9: every 3 s, 10 tries. */
export const BATCH_POLL = { intervalMs: 3_000, tries: 10 } as const;

const JOINING_COLUMNS: readonly SheetColumn[] = [
  { key: 'name', header: '姓名' },
  { key: 'idType', header: '证件类型（1身份证）', width: 12 },
  { key: 'idNumber', header: '证件号码', width: 24 },
  { key: 'birthDate', header: '出生日期（YYYY-MM-DD）', width: 16 },
  { key: 'gender', header: '性别（M/F）', width: 10 },
  { key: 'occupationCode', header: '职业代码', width: 12 },
  { key: 'occupationName', header: '职业名称' },
  { key: 'occulevel', header: '职业类别', width: 10 },
];
const LEAVING_COLUMNS: readonly SheetColumn[] = [
  { key: 'leavingName', header: '离开人员姓名' },
  { key: 'leavingIdNumber', header: '离开人员证件号码', width: 24 },
];

/** The template of each kind of batch (getBatchAddTemplate/{product}/{kind}); the uploads read by these headers. */
export const BATCH_SHEET_COLUMNS: Readonly<Record<BatchKind, readonly SheetColumn[]>> = {
  add: JOINING_COLUMNS,
  delete: LEAVING_COLUMNS,
  replace: [...LEAVING_COLUMNS, ...JOINING_COLUMNS],
};
export const BATCH_SHEET_NAME = 'insureds';

/** The uploads' query: the policy (or the path's id), the effective date, and the batch to re-price if any. */
export const batchUploadQuery = z.object({ policyId: policyId.optional(), effectiveDate: calendarDate, batchId: batchId.optional() });
export const batchUploadParams = z.object({ id: policyId });
export const batchTemplateParams = z.object({ a: z.string().trim().min(1).max(40), b: batchKind });

/** An upload answers the sheet's check and, when every row passed, the priced batch. */
export const batchUpload = sheetCheckSchema.extend({ batch: batchInfo.nullable() });
export type BatchUpload = z.infer<typeof batchUpload>;
