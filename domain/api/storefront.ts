import { z } from 'zod';
import { calendarDate as isoDate, countryCode } from './fields';

const optionalText = z.string().trim().max(200).optional();

/** Where a storefront order came from: the home variant's channel, and the JD type flag of some variants. */
export const salesChannel = z.object({
  channelId: z.string().trim().regex(/^[a-z0-9-]{1,40}$/, '渠道编号不正确'),
  channelType: z.enum(['jdal', 'jdalDesk']).optional(),
});
export type SalesChannel = z.infer<typeof salesChannel>;

/**
 * What a storefront application adds to the save payload (`salPolicyExt.travel`): the declarations and trip
 * facts the travel rules judge, the applicant's birth date for passports, and each insured's extras.
 */
export const travelExtension = z.object({
  channel: salesChannel.optional(),
  applyFor: z.enum(['self', 'others']),
  holderBirthDate: isoDate.optional(),
  /** ISO 3166 codes of the countries visited. */
  destinations: z.array(countryCode).max(60),
  departsFromMainland: z.boolean(),
  /** Annual plans: the longest trip planned; single trips: the cover days. */
  tripDays: z.number().int().min(1).max(366).optional(),
  invoice: z.object({ wanted: z.boolean(), title: optionalText, titleType: z.enum(['personal', 'company']).optional() }).optional(),
  insureds: z
    .array(
      z.object({
        pinyin: optionalText,
        /** YYYY-MM-DD, or "long" for a long-term certificate. */
        idValidUntil: z.union([isoDate, z.literal('long')]).optional(),
        residencyDeclared: z.boolean().optional(),
      }),
    )
    .max(2000),
});
export type TravelExtension = z.infer<typeof travelExtension>;

/** A storefront product in the list: the product list entry, its rank by sales and the cheapest plan. */
export const storefrontProduct = z.object({
  productCode: z.string(),
  productName: z.string(),
  productSale: z.string(),
  productTag: z.array(z.string()),
  insurerCode: z.string(),
  underCompany: z.string(),
  detailImgUrl: z.string(),
  fromPremiumFen: z.number().int(),
  /** Policies sold in the last 90 days: the Ranking tab sorts by it. */
  sales: z.number().int(),
  schengen: z.boolean(),
  ratesAreDemo: z.literal(true),
});
export type StorefrontProduct = z.infer<typeof storefrontProduct>;

/** GET /storefront/channelReport: an agent's storefront orders by channel. */
export interface ChannelReportRow {
  channelId: string;
  channelType: string | null;
  orders: number;
  paid: number;
  paidPremiumFen: number;
}

/** Surrender and cancellation: the holder proves the policy with the access of the policy query; an agent with a token. */
export const surrenderRequest = z.object({
  policyNo: z.string().trim().regex(/^[A-Z0-9]{6,40}$/, '保单号格式不正确'),
  access: z.string().max(100).optional(),
  /** Annual policies: the notice date asked for (at least 30 days on). */
  endsOn: isoDate.optional(),
});
export type SurrenderRequest = z.infer<typeof surrenderRequest>;

export const surrenderConfirmRequest = surrenderRequest.extend({ idempotencyKey: z.string().min(8).max(100).optional() });

export const surrenderQuote = z.object({
  policyNo: z.string(),
  kind: z.enum(['cancellation', 'surrender']),
  startDate: z.string(),
  endDate: z.string(),
  endsOn: z.string(),
  daysInForce: z.number().int(),
  totalDays: z.number().int(),
  premiumFen: z.number().int(),
  refundFen: z.number().int(),
  noRefundReason: z.enum(['benefitPaid', 'nonRefundable']).optional(),
  tripType: z.enum(['single', 'annual']),
});
export type SurrenderQuote = z.infer<typeof surrenderQuote>;

export const surrenderResult = surrenderQuote.extend({
  status: z.enum(['cancelled', 'surrendered']),
  refundNo: z.string().nullable(),
});
export type SurrenderResult = z.infer<typeof surrenderResult>;

/** POST /vasco/staffInfo: the visa-centre desk a link names. */
export const staffInfoRequest = z.object({ staffId: z.string().trim().regex(/^[A-Za-z0-9-]{2,20}$/, '员工编号不正确') });
export const staffInfo = z.object({ staffId: z.string(), name: z.string(), desk: z.string(), city: z.string(), agentId: z.string() });
export type StaffInfo = z.infer<typeof staffInfo>;

/** POST /vasco/saveContact: a visitor asks to be called back. */
export const saveContactRequest = z.object({
  name: z.string().trim().min(1, 'NAME_REQUIRED').max(50),
  phone: z.string().trim().min(1, 'MOBILE_REQUIRED').regex(/^1[3-9]\d{9}$/, 'MOBILE_FORMAT'),
  email: z.string().trim().max(200).email('EMAIL_FORMAT').or(z.literal('')).optional(),
  travelDate: isoDate.or(z.literal('')).optional(),
  message: z.string().trim().max(500).optional(),
  channelId: salesChannel.shape.channelId,
  staffId: z.string().trim().max(20).optional(),
});
export type SaveContactRequest = z.infer<typeof saveContactRequest>;

/** POST /storefront/checkShareLink: may a customer buy from this link (the issuer's u and sign)? */
export const shareLinkCheckRequest = z.object({
  userId: z.string().trim().max(40).optional(),
  sign: z.string().trim().max(100).optional(),
  productCode: z.string().trim().max(40).optional(),
});
export type ShareLinkCheckRequest = z.infer<typeof shareLinkCheckRequest>;
export const shareLinkCheck = z.object({ valid: z.boolean() });
export type ShareLinkCheck = z.infer<typeof shareLinkCheck>;
