import { z } from 'zod';
import { orderStatus } from './payment';
import { languageParam, renameAliases, withProductCode } from './product';

const text = z.string().trim();

/** POST /policy/options: what the application form of a product offers. */
export const productOptionsRequest = withProductCode({ language: languageParam });
export const productOptions = z.object({
  productCode: z.string(),
  productType: z.string(),
  plans: z.array(z.object({ planCode: z.string(), planName: z.string() })),
  holderTypes: z.array(z.string()),
  payMethods: z.array(z.string()),
  invoiceMethod: z.string(),
  occupationLevels: z.array(z.string()),
  startDate: z.object({ earliest: z.string(), latest: z.string() }),
  insuredCount: z.object({ min: z.number(), max: z.number() }).optional(),
});
export type ProductOptions = z.infer<typeof productOptions>;

/** POST /policy/selectCoverageAmount: the duties of a plan with their sums insured. */
export const coverageAmountRequest = withProductCode({ planCode: text.min(1, '请选择保障计划'), language: languageParam });
export const coverageAmount = z.object({
  dutyCode: z.string(),
  dutyName: z.string(),
  sumInsuredFen: z.number(),
  /** Products priced by sum insured: the range the customer may choose. */
  choice: z.object({ minFen: z.number(), maxFen: z.number() }).optional(),
});
export type CoverageAmount = z.infer<typeof coverageAmount>;

/** POST /policy/splitType: how a list of insureds is split into policies (a group policy holds at most its limit). */
export const splitTypeRequest = withProductCode({ insuredCount: z.coerce.number().int().min(1, '请添加被保险人').max(100_000) });
export const splitType = z.object({
  /** 'group': one policy for many insureds; 'individual': one policy each. */
  splitType: z.enum(['group', 'individual']),
  policyCount: z.number(),
  /** Insureds on each policy, in order. */
  sizes: z.array(z.number()),
});
export type SplitType = z.infer<typeof splitType>;

/** POST /policy/getCompanyName: the underwriting insurer of a product. */
export const companyNameRequest = withProductCode({});
export const companyName = z.object({ insurerCode: z.string(), companyName: z.string(), companyNameEn: z.string(), underwriterLine: z.string() });

/** POST /policy/getPolicyQuotation and /policy/insuledPolicy: one of the signed-in agent's orders. */
export const orderRequest = z.object({ policyId: text.min(1, '缺少订单号').max(64) });

export const orderQuotation = z.object({
  policyId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  planCode: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  totalPremiumFen: z.number(),
  insureds: z.array(z.object({ seq: z.number(), name: z.string(), idNumber: z.string(), premiumFen: z.number() })),
});
export type OrderQuotation = z.infer<typeof orderQuotation>;

export const orderUnderwriting = z.object({
  policyId: z.string(),
  status: orderStatus,
  /** Whether the order can still be paid (and so issued). */
  payable: z.boolean(),
  policyNo: z.string().nullable(),
  expiresAt: z.string(),
});
export type OrderUnderwriting = z.infer<typeof orderUnderwriting>;

/** GET /policy/isYanChannel?u=, /b2bCustomerWebuser/isXinShan?u=: the issuer whose channel is asked. */
export const issuerChannelQuery = z.preprocess(renameAliases({ u: 'userId' }), z.object({ userId: text.min(1, '缺少出单人') }));

/** GET /customer/queryWebuserIdByLoginName?loginName=: the issuer id (u) of a login name. */
export const webuserQuery = z.object({ loginName: text.min(1, '请输入账号').max(64) });
