import { z } from 'zod';
import { RISK_LEVELS, RISK_MEASURES } from '../rules/underwriting';
import { text } from './fields';
import { storedFilePath } from './order-files';

export const policyIdQuery = z.object({ policyId: text.min(1, '请输入订单号') });
export const downloadRiskNotifyQuery = z.object({ productCode: text.min(1, '请选择产品'), policyId: text.optional() });

const flags = z.object({ riskIntegralFlag: z.enum(['0', '1']), riskNotifyFlag: z.enum(['0', '1']), riskUploadFlag: z.enum(['0', '1']) });
const reason = z.object({ measure: z.enum(RISK_MEASURES), level: z.enum(['notify', 'upload', 'refuse']), value: z.number(), limit: z.number(), text: z.string() });

/** POST /api_xxpl/control/controlRule/verifyState: a saved order's risk, or an application's before it is saved. */
export const verifyStateRequest = z
  .object({
    policyId: text.optional(),
    productCode: text.optional(),
    planCode: text.optional(),
    /** Each insured person's occupation level (0 when none). */
    occupationLevels: z.array(z.number().int().min(0).max(6)).max(5000).optional(),
    /** The chosen sums of a property plan. */
    sumsInsuredFen: z.record(z.string().max(40), z.number().int().min(0).max(1e13)).optional(),
  })
  .refine((request) => request.policyId || request.productCode, { message: '请输入订单号或产品代码', path: ['productCode'] });
export type VerifyStateRequest = z.infer<typeof verifyStateRequest>;

export const riskAssessmentAnswer = z.object({
  level: z.enum(RISK_LEVELS),
  flags,
  reasons: z.array(reason),
  highRiskCount: z.number(),
  insuredCount: z.number(),
});
export type RiskAssessmentAnswer = z.infer<typeof riskAssessmentAnswer>;

export const UNDERWRITING_STAGES = ['assessed', 'accepted', 'declined'] as const;

/** GET /riskReport/productRiskNotifyCheck and the underwriting calls: where the order's underwriting stands. */
export const riskCheckAnswer = riskAssessmentAnswer.extend({
  policyId: z.string(),
  stage: z.enum(UNDERWRITING_STAGES),
  noticeRequired: z.boolean(),
  uploadRequired: z.boolean(),
  signedNoticeUploaded: z.boolean(),
  sealFound: z.boolean(),
});
export type RiskCheckAnswer = z.infer<typeof riskCheckAnswer>;

export const sealRequest = z.object({ filePath: storedFilePath });
export const sealAnswer = z.object({
  found: z.boolean(),
  seals: z.array(z.object({ centerX: z.number(), centerY: z.number(), radius: z.number(), ringCoverage: z.number() })),
});
export type SealAnswer = z.infer<typeof sealAnswer>;

/** POST /riskReport/uploadSignedFiles: multipart, the pages in field `files`, the order in field `policyId`. */
export const SIGNED_FILES_FIELD = 'files';
export const MAX_SIGNED_FILES = 5;
export const signedFilesAnswer = z.object({
  policyId: z.string(),
  files: z.array(z.object({ path: z.string(), sealFound: z.boolean().nullable() })),
  sealFound: z.boolean(),
});
export type SignedFilesAnswer = z.infer<typeof signedFilesAnswer>;

/** POST /policy/orderInspectionCheck: what the order still lacks before it may be paid. */
export const inspectionAnswer = z.object({
  policyId: z.string(),
  insureds: z.array(z.object({ seq: z.number(), name: z.string(), verified: z.boolean(), verifyType: z.string().optional() })),
  verifiedCount: z.number(),
  riskNoticeRequired: z.boolean(),
  riskNoticeUploaded: z.boolean(),
  certificateImages: z.number(),
  problems: z.array(z.string()),
  passed: z.boolean(),
});
export type InspectionAnswer = z.infer<typeof inspectionAnswer>;

/** The codes the underwriting calls refuse with. */
export const UNDERWRITING_REFUSED = { declined: '1301', noticeMissing: '1302', notPayable: '1303' } as const;
