import { z } from 'zod';
import { OCCUPATION_LEVELS, productType, ratableProduct } from '../catalog';
import { payMethodType } from './payment';

const productCode = z.string().trim().regex(/^[A-Za-z][A-Za-z0-9]{1,39}$/, '产品代码不正确');

/** The spec's language values (1 Chinese, 2 English) and locale names; Chinese by default. */
export const languageParam = z.string().trim().optional();

/** Renames the spec's short query names (p, u) and any given aliases to the long ones. */
export function renameAliases(aliases: Readonly<Record<string, string>>) {
  return (input: unknown): unknown => {
    if (typeof input !== 'object' || input === null) return input;
    const renamed: Record<string, unknown> = { ...input };
    for (const [alias, name] of Object.entries(aliases)) {
      if (renamed[name] === undefined && renamed[alias] !== undefined) renamed[name] = renamed[alias];
      delete renamed[alias];
    }
    return renamed;
  };
}

/**
 * A read call's input: its product code given as `productCode` or `p`, the issuer as `userId` or `u`,
 * with the call's own fields beside them.
 */
export function withProductCode<S extends z.ZodRawShape>(shape: S) {
  return z.preprocess(
    renameAliases({ p: 'productCode', u: 'userId' }),
    z.object({ ...shape, productCode: z.string({ error: '请提供产品代码' }).pipe(productCode), userId: z.string().trim().min(1).optional() }),
  );
}

export const productRequest = withProductCode({ language: languageParam });
export type ProductRequest = z.infer<typeof productRequest>;

export const productCodeParams = z.object({ productCode });
export const codeParams = z.object({ code: productCode });

/** GET /api_xxpl/getCustomerNoticeAndRootProductMaterial/{productCode}/{userId}?language=1|2 */
export const materialsParams = z.object({ productCode, userId: z.string().trim().min(1) });
export const languageQuery = z.object({ language: languageParam });

export const productListRequest = z.object({ language: languageParam, type: z.string().optional() });

/** The product page (portal-spec 3, "Product"), in one language. */
export const productPage = z.object({
  productCode: z.string(),
  pageName: z.string(),
  productType: productType,
  productName: z.string(),
  productSale: z.string(),
  productTag: z.array(z.string()),
  underCompany: z.string(),
  detailImgUrl: z.string(),
  tabDtos: z.array(z.object({ tabName: z.string(), tabContent: z.string() })),
  insurerCode: z.string(),
  insurerName: z.string(),
  hotlines: z.array(z.object({ label: z.string(), number: z.string(), hours: z.string() })),
  invoiceMethod: z.string(),
  payMethods: z.array(z.string()),
  /** The pay methods with their dialogs and providers, for a chooser that works offline too. */
  payMethodTypes: z.array(payMethodType),
  holderTypes: z.array(z.string()),
  addressFile: z.string(),
  hasOccupationTable: z.boolean(),
  flags: z.object({
    noDetailPage: z.boolean(),
    dialogs: z.array(z.string()),
    propertySubViews: z.array(z.string()),
    dataDownloadTab: z.boolean(),
    lastNoticeCountdownSeconds: z.number().nullable(),
  }),
  /** The cheapest premium of the product (one adult, shortest term), for the "from" price. */
  fromPremiumFen: z.number(),
  ratesAreDemo: z.literal(true),
});
export type ProductPage = z.infer<typeof productPage>;

/** One reading of a mandatory material, recorded as evidence (POST /product/recordReading). */
export const readingRecordRequest = z.object({
  productCode,
  userId: z.string().trim().min(1).optional(),
  /** A random id the client makes for one application, so its readings can be shown with the order. */
  readingSessionId: z.string().uuid('阅读记录编号不正确'),
  policyId: z.string().trim().min(1).optional(),
  materialType: z.string().regex(/^\d{1,3}$/),
  version: z.string().min(1),
  secondsSpent: z.number().int().min(0).max(86_400),
  scrolledToPx: z.number().int().min(0),
  scrollHeightPx: z.number().int().min(0),
  /** The visible height of the reader, so "scrolled to within 1200 px of the end" can be judged. */
  viewportHeightPx: z.number().int().min(0).optional(),
  agreed: z.boolean(),
  /** The non-production skip button: accepted outside production only. */
  skipped: z.boolean().optional(),
});
export type ReadingRecordRequest = z.infer<typeof readingRecordRequest>;

export const readingRecordsRequest = z
  .object({ readingSessionId: z.string().uuid().optional(), policyId: z.string().trim().min(1).optional() })
  .refine((query) => query.readingSessionId || query.policyId, { message: '请提供阅读记录编号或保单号' });

export interface ReadingEvidence {
  readingId: string;
  productCode: string;
  materialType: string;
  materialName: string;
  version: string;
  secondsSpent: number;
  scrolledToPx: number;
  scrollHeightPx: number;
  reachedEnd: boolean;
  agreed: boolean;
  skipped: boolean;
  recordedAt: string;
}

/** Refusals of a reading record (decision 009): the document changed since it was shown; skipped in production. */
export const READING_CODES = { outdated: '1052', skipped: '1053' } as const;

/** How close to the end a reader must scroll before agreeing (portal-spec 9). */
export const READ_TO_END_THRESHOLD_PX = 1200;

export function reachedEnd(record: Pick<ReadingRecordRequest, 'scrolledToPx' | 'scrollHeightPx' | 'viewportHeightPx'>): boolean {
  return record.scrolledToPx + (record.viewportHeightPx ?? 0) >= record.scrollHeightPx - READ_TO_END_THRESHOLD_PX;
}

/** GET /api_xxpl/getCustomerNoticeAndRootProductMaterial/{productCode}/{userId}: the documents to read before insuring. */
export const agreementData = z.object({
  materialDtoList: z.array(
    z.object({
      materialType: z.string(),
      materialName: z.string(),
      /** HTML for form 2, a URL for forms 0 (file) and 1 (link). */
      materialContent: z.string(),
      materialForm: z.enum(['0', '1', '2']),
      whetherMandatoryRead: z.boolean(),
      version: z.string(),
    }),
  ),
  underCompanyName: z.string(),
  ownAgentName: z.string(),
  corporationName: z.string(),
  customerTemplate: z.string(),
});
export type AgreementData = z.infer<typeof agreementData>;

/** GET /api_xxpl/getDisclosureInfoByHdProductCode/{code}: the insurer's cooperation disclosure. */
export const disclosureInfo = z.object({
  underCompanyName: z.string(),
  companyName: z.string(),
  cooperationStartDate: z.string(),
  cooperationEndDate: z.string(),
  cooperationScope: z.string(),
  insuranceNoticeInfo: z.string(),
});
export type DisclosureInfo = z.infer<typeof disclosureInfo>;

/** The claim guide of portal-spec 3 (in the answer's `data`), in one language. */
export const claimGuide = z.object({
  domesticReportTel: z.string(),
  overseasReportTel: z.string(),
  reportPrescription: z.string(),
  paymentMethod: z.string(),
  smallQuickCompensation: z.boolean(),
  smallQuickCompensationRequire: z.string(),
  smallClaims: z.string(),
  smallClaimsPath: z.string(),
  claimMaterialClassDtoList: z.array(z.object({ classCode: z.string(), className: z.string() })),
  claimMaterialList: z.array(z.object({ materialType: z.string(), materialName: z.string(), content: z.string() })),
  claimDocuments: z.array(z.object({ name: z.string(), url: z.string() })),
  sendContacts: z.string(),
  sendPhone: z.string(),
  expressAddress: z.string(),
  expressNotice: z.string(),
});
export type ClaimGuide = z.infer<typeof claimGuide>;

const occupationLevels = z.array(z.enum(OCCUPATION_LEVELS)).nullable();

/** GET /product/queryPolicyRegular: what a policy form needs before anything is typed. */
export const policyRegular = z.object({
  productCode: z.string(),
  /** The window of start dates, from the server's today (a phone's clock may be wrong). */
  startDate: z.object({ earliest: z.string(), latest: z.string() }),
  term: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('monthly'), maxMonths: z.number() }),
    z.object({ kind: z.literal('short-term-table'), factors: z.array(z.object({ months: z.number(), factor: z.number() })) }),
    z.object({ kind: z.literal('annual') }),
    z.object({ kind: z.literal('travel') }),
  ]),
  group: z.object({ minInsured: z.number(), maxInsured: z.number() }).nullable(),
  occupationLevels,
  holderTypes: z.array(z.enum(['I', 'C'])),
  plans: z.array(
    z.object({
      planCode: z.string(),
      planName: z.string(),
      ageRule: z.object({
        minDays: z.number().optional(),
        minYears: z.number().optional(),
        maxYears: z.number(),
        note: z.string().nullable(),
        readings: z.array(z.object({ minDays: z.number().optional(), minYears: z.number().optional(), maxYears: z.number(), source: z.string() })),
      }),
      /** The birth-date picker's bounds for the earliest start date. */
      birthDate: z.object({ earliest: z.string(), latest: z.string() }),
      occupationLevels,
      travel: z
        .object({
          tripType: z.enum(['single', 'annual']),
          minTripDays: z.number(),
          maxTripDays: z.number(),
          destination: z.string(),
          schengen: z.boolean(),
          seniorCoverReduction: z.enum(['death-disability', 'death-disability-medical']).nullable(),
          nonRefundableAfterDays: z.number().nullable(),
        })
        .nullable(),
    }),
  ),
  travel: z
    .object({
      seniorTripAge: z.number(),
      seniorMaxTripDays: z.number(),
      minorDeathCaps: z.array(z.object({ belowAge: z.number(), capFen: z.number() })).readonly(),
    })
    .optional(),
});
export type PolicyRegular = z.infer<typeof policyRegular>;

/** GET /product/queryPlans: plans, duties and rate tables, so the phone prices with the same domain function as the server. */
export const plansAnswer = ratableProduct.extend({ fromPremiumFen: z.number().int() });
export type PlansAnswer = z.infer<typeof plansAnswer>;
