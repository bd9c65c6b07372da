import { z } from 'zod';

/** The storefront's policy query (storefront-spec 2, screen 6): the policyholder's phone and certificate number. */
export const holderPolicyQueryRequest = z.object({
  holderPhone: z.string().trim().min(1, '请输入手机号'),
  holderIdNumber: z.string().trim().min(1, '请输入证件号码'),
});
export type HolderPolicyQueryRequest = z.infer<typeof holderPolicyQueryRequest>;

/** A name in both languages: the page shows the one it is drawn in. */
export const bilingual = z.object({ zh: z.string(), en: z.string() });

/** domain/rules/policy-standing's answer, as it travels. */
export const policyStanding = z.discriminatedUnion('state', [
  z.object({ state: z.enum(['notStarted', 'inForce', 'expired']) }),
  z.object({ state: z.literal('cancelled'), on: z.string() }),
  z.object({ state: z.literal('surrendered'), on: z.string(), coverEnds: z.string() }),
]);

export const holderPolicy = z.object({
  policyNo: z.string().nullable(),
  productName: bilingual,
  insurerName: bilingual,
  startDate: z.string(),
  endDate: z.string(),
  /** paid: the policy is being generated; issued: it can be downloaded; cancelled or surrendered: it has ended. */
  status: z.enum(['paid', 'issued', 'cancelled', 'surrendered']),
  /** Once issued: in force, not yet started, expired, cancelled or surrendered on a date. */
  standing: policyStanding.nullable(),
  /** Travel policies in force can be cancelled or surrendered by the holder (storefront-spec 4). */
  surrenderable: z.boolean(),
  /** Opens this policy's e-policy for a short while (the holder proved phone + ID). */
  access: z.string().nullable(),
  pages: z.number().int().nullable(),
});
export type HolderPolicy = z.infer<typeof holderPolicy>;

/** POST /policy/emailEpolicy: e-mail the e-policy (the WeChat alternative to a download). */
export const emailEpolicyRequest = z.object({
  policyNo: z.string().trim().min(1).max(40),
  access: z.string().max(100).optional(),
  email: z.string().trim().max(200).optional(),
});
export type EmailEpolicyRequest = z.infer<typeof emailEpolicyRequest>;

/** GET /policy/verify/{policyNo}: what the public verification page shows. */
export const policyVerification = z.object({
  policyNo: z.string(),
  productName: bilingual,
  insurerName: bilingual,
  holderName: z.string(),
  insuredCount: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  /** The policy's standing today in Beijing (domain/rules/policy-standing). */
  standing: policyStanding,
  issuedAt: z.string(),
});
export type PolicyVerification = z.infer<typeof policyVerification>;
