import { z } from 'zod';
import { PAY_PROVIDER_CODES, payMethods } from '../code-tables';
import { OCCUPATION_LEVELS, type Rating, type RatingModel, rating } from './rating-schema';
import { lowestSchengenMedicalFen, SCHENGEN_MINIMUM_MEDICAL_FEN } from '../rules/travel-cover';
import { localText } from './text';

/** overseas-travel: the storefront's travel products, which all pay medical and accident cover abroad. */
export const BENEFIT_GROUPS = ['overseas-travel'] as const;

export const PRODUCT_TYPES = ['medical', 'group-accident', 'group-property', 'travel'] as const;
export const productType = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productType>;

/** Which rating models a page template can price. */
export const RATING_MODELS_OF_TYPE: Readonly<Record<ProductType, readonly RatingModel[]>> = {
  'group-accident': ['level-premium', 'level-rate'],
  'group-property': ['sum-insured-rate'],
  medical: ['age-band'],
  travel: ['trip-days'],
};

const fen = z.number().int().nonnegative();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');
const code = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'letters, digits, - and _ only');
const PAY_METHOD_CODES = payMethods.map((method) => method.code) as [string, ...string[]];

export const productCode = z.string().regex(/^[A-Za-z][A-Za-z0-9]{1,39}$/, 'a product code is 2-40 letters and digits');

const ageLimitShape = {
  minYears: z.number().int().min(0).optional(),
  /** A minimum in days (e.g. 28 days) replaces minYears for plans that take babies. */
  minDays: z.number().int().positive().optional(),
  maxYears: z.number().int().positive(),
};
const hasOneMinimum = (limit: { minYears?: number; minDays?: number }) =>
  (limit.minYears === undefined) !== (limit.minDays === undefined);
const ONE_MINIMUM = { message: 'give exactly one of minYears and minDays' };

/** An age limit as one source text states it (where texts disagree the product keeps each reading). */
export const ageReading = z.object({ ...ageLimitShape, source: localText }).refine(hasOneMinimum, ONE_MINIMUM);

/** The rule applied; where texts disagree it is the strictest reading, and `readings` keeps them all. */
export const ageRule = z
  .object({ ...ageLimitShape, note: localText.optional(), readings: z.array(ageReading).optional() })
  .refine(hasOneMinimum, ONE_MINIMUM);
export type AgeRule = z.infer<typeof ageRule>;

export const DUTY_KINDS = [
  'accidentDeath',
  'accidentDisability',
  'accidentMedical',
  'hospitalAllowance',
  'medical',
  'outpatient',
  'maternity',
  'evacuation',
  'repatriation',
  'travelDelay',
  'baggage',
  'personalLiability',
  'visaRefusal',
  'tuition',
  'covidMedical',
  'employerLiability',
  'property',
  'rent',
  'publicLiability',
] as const;

export const duty = z.object({
  dutyCode: code,
  dutyName: localText,
  kind: z.enum(DUTY_KINDS),
  /** Fixed cover; for property duties the chosen sum insured replaces it within the rating's bounds. */
  sumInsuredFen: fen,
  deductibleFen: fen.optional(),
  /** Share paid after the deductible, in percent. */
  reimbursementPercent: z.number().int().min(1).max(100).optional(),
  note: localText.optional(),
});
export type Duty = z.infer<typeof duty>;

export const travelTerms = z
  .object({
    tripType: z.enum(['single', 'annual']),
    /** Single trips: the days a policy may cover. Annual: the longest trip the year covers. */
    minTripDays: z.number().int().min(1),
    maxTripDays: z.number().int().min(1).max(366),
    destination: localText,
    schengen: z.boolean(),
    /** Ages 71-80 get half and 81-90 a quarter of these covers; the premium stays the same. */
    seniorCoverReduction: z.enum(['death-disability', 'death-disability-medical']).nullable(),
    /** An annual policy that has run more than this many days returns nothing on surrender. */
    nonRefundableAfterDays: z.number().int().positive().optional(),
  })
  .refine((terms) => terms.minTripDays <= terms.maxTripDays, { message: 'minTripDays is above maxTripDays', path: ['minTripDays'] });
export type TravelTerms = z.infer<typeof travelTerms>;

export const plan = z.object({
  planCode: code,
  planName: localText,
  description: localText.optional(),
  duties: z.array(duty).min(1),
  /** Replaces the product's age rule for this plan. */
  ageRule: ageRule.optional(),
  /** Occupation levels this plan accepts; defaults to the product's. */
  occupationLevels: z.array(z.enum(OCCUPATION_LEVELS)).min(1).optional(),
  travel: travelTerms.optional(),
  /** The insured may name designated beneficiaries (portal-spec 5); otherwise the statutory heirs receive. */
  designatedBeneficiaries: z.boolean().optional(),
});
export type Plan = z.infer<typeof plan>;

const MATERIAL_FORMS = ['0', '1', '2'] as const;
export const material = z.object({
  /** 3 is the health notice and 17 the customer notice (portal-spec 3); other numbers are plain documents. */
  materialType: z.string().regex(/^\d{1,3}$/),
  materialName: localText,
  /** HTML for form 2; a URL for forms 0 (file) and 1 (link). */
  materialContent: localText,
  materialForm: z.enum(MATERIAL_FORMS),
  whetherMandatoryRead: z.boolean(),
  /** Recorded with each reading, so the evidence names the text that was agreed to. */
  version: z.string().regex(/^\d{4}\.\d{1,3}$/, 'a version is YEAR.N, e.g. 2024.1'),
});
export type Material = z.infer<typeof material>;

export const disclosure = z.object({
  underCompanyName: localText,
  companyName: localText,
  cooperationStartDate: isoDate,
  cooperationEndDate: isoDate,
  cooperationScope: localText,
  insuranceNoticeInfo: localText,
});

export const claimGuide = z.object({
  domesticReportTel: z.string().min(1),
  overseasReportTel: z.string().min(1),
  reportPrescription: localText,
  paymentMethod: localText,
  smallQuickCompensation: z.boolean(),
  smallQuickCompensationRequire: localText,
  smallClaims: localText,
  smallClaimsPath: localText,
  claimMaterialClassDtoList: z.array(z.object({ classCode: code, className: localText })).min(1),
  claimMaterialList: z.array(z.object({ materialType: code, materialName: localText, content: localText })).min(1),
  claimDocuments: z.array(z.object({ name: localText, url: z.string().min(1) })),
  sendContacts: localText,
  sendPhone: z.string().min(1),
  expressAddress: localText,
  expressNotice: localText,
});
export type ClaimGuide = z.infer<typeof claimGuide>;

export const hotline = z.object({ label: localText, number: z.string().regex(/^[0-9+\- ]{3,20}$/), hours: localText });

const groupLimits = z
  .object({ minInsured: z.number().int().positive(), maxInsured: z.number().int().positive() })
  .refine((limits) => limits.minInsured <= limits.maxInsured, { message: 'minInsured is above maxInsured', path: ['minInsured'] });

/** How far ahead a policy may start, in days from today. */
const startDateWindow = z.object({ earliestInDays: z.number().int().min(0), latestInDays: z.number().int().positive() });

/** Dialogs of the pingansf page (portal-spec 2.1). */
export const PRODUCT_DIALOGS = ['batchPaste', 'dutyCalculator', 'newInsured', 'voucherPay', 'qrCodePay', 'balancePay'] as const;

export const productFlags = z.object({
  stoppedFromSale: z.boolean().default(false),
  noDetailPage: z.boolean().default(false),
  dialogs: z.array(z.enum(PRODUCT_DIALOGS)).default([]),
  propertySubViews: z.array(z.enum(['property', 'rent'])).default([]),
  dataDownloadTab: z.boolean().default(false),
  /** Seconds the agree button of the last notice file waits (some travel products). */
  lastNoticeCountdownSeconds: z.number().int().positive().optional(),
});

export const productConfig = z
  .object({
    code: productCode,
    /** The route segment of the product page: /{pageName}, /correct/{pageName}. */
    pageName: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/),
    type: productType,
    /**
     * Products that pay the same benefit (storefront-spec 5, "one policy per person"): a person may hold one
     * policy of a group over any one period. Products without a group are never compared.
     */
    benefitGroup: z.enum(BENEFIT_GROUPS).optional(),
    name: localText,
    insurer: z.object({ code, name: localText, underwriterLine: localText }),
    distribution: z.object({ ownAgentName: localText, corporationName: localText, customerTemplate: code }),
    saleText: localText,
    tags: z.array(localText).max(6),
    image: z.string().min(1),
    tabs: z.array(z.object({ tabName: localText, tabContent: localText })).min(1),
    materials: z.array(material).min(1),
    disclosure,
    claimGuide,
    hotlines: z.array(hotline).min(1),
    holderRule: localText,
    insuredRule: localText,
    ageRule,
    plans: z.array(plan).min(1),
    rating,
    group: groupLimits.optional(),
    startDate: startDateWindow,
    occupation: z
      .object({ table: code, levels: z.array(z.enum(OCCUPATION_LEVELS)).min(1), refusedCodes: z.array(z.string()) })
      .optional(),
    addressFile: z.enum(['common', 'group-property']),
    /** Province codes the product is sold in; empty means all of mainland China. */
    insureArea: z.array(z.string().regex(/^\d{2}0000$/)),
    holderTypes: z.array(z.enum(['I', 'C'])).min(1),
    invoiceMethod: z.enum(['electronic', 'paper', 'none']),
    payMethods: z.array(z.enum(PAY_METHOD_CODES)).min(1),
    /** The provider each method pays (its name and mark in the chooser), for every method of payMethods. */
    payProviders: z.partialRecord(z.enum(PAY_METHOD_CODES), z.enum(PAY_PROVIDER_CODES)),
    flags: productFlags,
  })
  .superRefine((product, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    for (const method of product.payMethods) {
      if (!product.payProviders[method]) issue(['payProviders', method], `no provider for pay method ${method}`);
    }
    if (!RATING_MODELS_OF_TYPE[product.type].includes(product.rating.model)) {
      issue(['rating', 'model'], `a ${product.type} product cannot use ${product.rating.model}`);
    }
    const planCodes = product.plans.map((p) => p.planCode);
    planCodes.forEach((planCode, index) => {
      if (planCodes.indexOf(planCode) !== index) issue(['plans', index, 'planCode'], `duplicate plan ${planCode}`);
    });
    for (const ratedPlan of Object.keys(product.rating.byPlan)) {
      if (!planCodes.includes(ratedPlan)) issue(['rating', 'byPlan', ratedPlan], 'rates for a plan that does not exist');
    }
    product.plans.forEach((p, index) => {
      checkPlan(product, p, index, issue);
    });
    checkAgeRule(product.ageRule, ['ageRule'], issue);
    const types = product.materials.map((m) => m.materialType);
    types.forEach((type, index) => {
      if (types.indexOf(type) !== index) issue(['materials', index, 'materialType'], `duplicate material type ${type}`);
    });
    if (product.type.startsWith('group') && !product.group) issue(['group'], 'a group product needs insured-count limits');
    if (product.type === 'group-accident' && !product.occupation) issue(['occupation'], 'a group-accident product needs an occupation table');
    if (product.flags.propertySubViews.length > 0 && product.type !== 'group-property') {
      issue(['flags', 'propertySubViews'], 'only group-property products have property and rent views');
    }
  });

export type ProductConfig = z.output<typeof productConfig>;
/** What a product file writes: flags may be left out. */
export type ProductConfigInput = z.input<typeof productConfig>;

type Issue = (path: (string | number)[], message: string) => void;

function checkAgeRule(rule: AgeRule, path: (string | number)[], issue: Issue): void {
  const min = (limit: { minYears?: number; minDays?: number }) => limit.minDays ?? (limit.minYears ?? 0) * 365;
  rule.readings?.forEach((reading, index) => {
    if (min(rule) < min(reading) || rule.maxYears > reading.maxYears) {
      issue([...path, 'readings', index], 'the rule must be the strictest of its readings');
    }
  });
  if (min(rule) > rule.maxYears * 365) issue(path, 'minimum age is above maximum age');
}

function checkPlan(product: z.infer<typeof productConfig>, p: Plan, index: number, issue: Issue): void {
  const path = ['plans', index];
  const dutyCodes = p.duties.map((d) => d.dutyCode);
  dutyCodes.forEach((dutyCode, dutyIndex) => {
    if (dutyCodes.indexOf(dutyCode) !== dutyIndex) issue([...path, 'duties', dutyIndex, 'dutyCode'], `duplicate duty ${dutyCode}`);
  });
  if (p.ageRule) checkAgeRule(p.ageRule, [...path, 'ageRule'], issue);
  if ((product.type === 'travel') !== (p.travel !== undefined)) {
    issue([...path, 'travel'], product.type === 'travel' ? 'a travel plan needs travel terms' : 'only travel plans have travel terms');
  }
  const rates = product.rating.byPlan[p.planCode];
  if (rates === undefined) {
    issue(['rating', 'byPlan', p.planCode], `no rates for plan ${p.planCode}`);
    return;
  }
  checkPlanRates(product.rating, p, product.occupation?.levels, issue);
  const rule = p.ageRule ?? product.ageRule;
  const bands = 'ageBands' in product.rating ? product.rating.ageBands : undefined;
  const youngest = rule.minDays !== undefined ? 0 : (rule.minYears ?? 0);
  if (bands && (bands[0].minAge > youngest || bands.at(-1)!.maxAge < rule.maxYears)) {
    issue(['rating', 'ageBands'], `the age bands do not cover plan ${p.planCode}'s ages ${youngest}-${rule.maxYears}`);
  }
  if (p.travel?.schengen && lowestSchengenMedicalFen(p, rule.maxYears) < SCHENGEN_MINIMUM_MEDICAL_FEN) {
    issue([...path, 'duties'], 'a Schengen plan needs at least 300,000 yuan (EUR 30,000) of medical cover at every age it sells to');
  }
}

function checkPlanRates(r: Rating, p: Plan, productLevels: readonly string[] | undefined, issue: Issue): void {
  const path = ['rating', 'byPlan', p.planCode];
  switch (r.model) {
    case 'level-premium':
    case 'level-rate': {
      const levels = p.occupationLevels ?? productLevels ?? [];
      for (const level of levels) {
        if (r.byPlan[p.planCode][level as keyof (typeof r.byPlan)[string]] === undefined) {
          issue([...path, level], `plan ${p.planCode} accepts level ${level} but has no rate for it`);
        }
      }
      if (r.model === 'level-rate' && !p.duties.some((d) => d.dutyCode === r.basisDutyCode)) {
        issue(['rating', 'basisDutyCode'], `plan ${p.planCode} has no duty ${r.basisDutyCode}`);
      }
      return;
    }
    case 'age-band':
      if (r.byPlan[p.planCode].length !== r.ageBands.length) issue(path, 'one premium per age band');
      return;
    case 'trip-days': {
      const rates = r.byPlan[p.planCode];
      if (p.travel && rates.tripType !== p.travel.tripType) issue([...path, 'tripType'], `the plan is ${p.travel.tripType}`);
      if (rates.tripType === 'annual') {
        if (rates.premiumsFen.length !== r.ageBands.length) issue([...path, 'premiumsFen'], 'one premium per age band');
        return;
      }
      if (rates.premiumsFen.length !== rates.dayBands.length) issue([...path, 'premiumsFen'], 'one row per day band');
      rates.premiumsFen.forEach((row, rowIndex) => {
        if (row.length !== r.ageBands.length) issue([...path, 'premiumsFen', rowIndex], 'one premium per age band');
        const shorter = rates.premiumsFen[rowIndex - 1];
        row.forEach((premium, column) => {
          if (shorter && premium < shorter[column]) issue([...path, 'premiumsFen', rowIndex, column], 'a longer trip cannot cost less');
        });
      });
      if (p.travel && rates.dayBands.at(-1)!.maxDays < p.travel.maxTripDays) {
        issue([...path, 'dayBands'], `the day bands stop before the plan's ${p.travel.maxTripDays} days`);
      }
      return;
    }
    case 'sum-insured-rate': {
      const duties = r.byPlan[p.planCode].duties;
      for (const [dutyCode, bounds] of Object.entries(duties)) {
        if (!p.duties.some((d) => d.dutyCode === dutyCode)) issue([...path, 'duties', dutyCode], 'rate for a duty the plan does not have');
        if (bounds.minSumInsuredFen > bounds.maxSumInsuredFen) issue([...path, 'duties', dutyCode], 'min sum insured above max');
      }
      return;
    }
  }
}

/** The part of a product the client needs to price it exactly as the server does. */
export const ratableProduct = z.object({
  code: productCode,
  type: productType,
  ageRule,
  plans: z.array(plan),
  rating,
  group: groupLimits.optional(),
  startDate: startDateWindow,
  occupationLevels: z.array(z.enum(OCCUPATION_LEVELS)).optional(),
});
export type RatableProduct = z.infer<typeof ratableProduct>;

export function toRatableProduct(product: ProductConfig): RatableProduct {
  return {
    code: product.code,
    type: product.type,
    ageRule: product.ageRule,
    plans: product.plans,
    rating: product.rating,
    group: product.group,
    startDate: product.startDate,
    occupationLevels: product.occupation?.levels,
  };
}

export { findPlan } from './lookup';
