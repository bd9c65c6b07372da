import { z } from 'zod';
import { withProductCode } from './product';

const text = z.string().trim();
const policyId = text.min(1, '缺少订单号').max(64);
const email = text.max(254).optional();

/** POST /aig/getNationality: ISO 3166 alpha-3 nationalities, optionally filtered by a keyword (code or name). */
export const nationalityRequest = z.object({ keyword: text.max(40).optional() });
export const nationality = z.object({ code: z.string(), name: z.string(), nameEn: z.string() });
export type Nationality = z.infer<typeof nationality>;

/** POST /aig/getOccupation: occupations of the product's table whose name or code contains the keyword. */
export const occupationSearchRequest = withProductCode({ keyword: text.min(1, '请输入职业名称或代码').max(40) });
export const occupationMatch = z.object({ code: z.string(), name: z.string(), occulevel: z.string(), path: z.array(z.string()), refused: z.boolean() });
export type OccupationMatch = z.infer<typeof occupationMatch>;

/** POST /aig/enterpriseVerification: is the enterprise's document number well formed for its type? */
export const enterpriseVerificationRequest = z.object({
  enterpriseName: text.min(1, '请输入企业名称').max(100),
  /** 1 unified social credit code, 2 business licence, 3 organisation code, 4 tax registration. */
  idType: z.enum(['1', '2', '3', '4'], { error: '请选择证件类型' }).default('1'),
  idNo: text.min(1, '请输入证件号码').max(30),
});
export const enterpriseVerification = z.object({
  enterpriseName: z.string(),
  idType: z.string(),
  idNo: z.string(),
  verified: z.boolean(),
  /** The validation code when the number is not valid. */
  problem: z.string().optional(),
});
export type EnterpriseVerification = z.infer<typeof enterpriseVerification>;

/** The order (policyId) whose e-mail goes out; `email` when the caller names the recipient. */
export const orderEmailRequest = z.object({ policyId, email });
export type OrderEmailRequest = z.infer<typeof orderEmailRequest>;

/** GET /email/sendEmailToSanxing?policyId=: the issued e-policy to the insurer's underwriting mailbox. */
export const insurerEmailQuery = z.object({ policyId });

export const sentEmail = z.object({ to: z.string(), subject: z.string() });
export type SentEmail = z.infer<typeof sentEmail>;
