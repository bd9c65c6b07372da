import { z } from 'zod';
import { calendarDate as isoDate } from './fields';
import { findPlan, OCCUPATION_LEVELS, type RatableProduct } from '../catalog';
import { fenToYuanText } from '../money';
import type { PremiumQuote, QuoteRequest } from '../rating';
import { coverForAge, type InsuredCover } from '../rules/travel-cover';
import { ageRuleOf, typedAgeVerdict } from '../rules/age';
import type { QuoteProblem } from '../rules/codes';
import { renameAliases } from './product';

const productCode = z.string({ error: '请提供产品代码' }).trim().regex(/^[A-Za-z][A-Za-z0-9]{1,39}$/, '产品代码不正确');

/** One insured of a premium call; `occulevel` is the spec's name of the occupation class (1-6). */
export const premiumInsured = z.object({
  birthDate: isoDate.optional(),
  age: z.number().int().min(0).max(120).optional(),
  occulevel: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.enum(OCCUPATION_LEVELS)).optional(),
  /** Property products: the chosen sum insured of each duty, in fen. */
  sumsInsuredFen: z.record(z.string(), z.number().int().positive()).optional(),
});
export type PremiumInsured = z.infer<typeof premiumInsured>;

const withProduct = renameAliases({ p: 'productCode' });

/** POST /premium/calPremium (and the family calls): the server re-prices every quote from the catalogue. */
export const premiumRequest = z.preprocess(
  withProduct,
  z.object({
    productCode,
    planCode: z.string({ error: '请选择保障方案' }).trim().min(1, '请选择保障方案'),
    startDate: isoDate,
    endDate: isoDate.optional(),
    months: z.number().int().optional(),
    insureds: z.array(premiumInsured).min(1, '请添加被保险人').max(3000, '单次算费被保险人不超过3000人'),
  }),
);
export type PremiumRequest = z.infer<typeof premiumRequest>;

/** POST /premium/calPremiumTrial: what the visitor has chosen so far; the rest takes the trial's defaults. */
export const premiumTrialRequest = z.preprocess(
  withProduct,
  z.object({
    productCode,
    planCode: z.string({ error: '请选择保障方案' }).trim().min(1, '请选择保障方案'),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    days: z.number().int().min(1).max(366).optional(),
    months: z.number().int().optional(),
    insureds: z.array(premiumInsured).max(3000).optional(),
  }),
);
export type PremiumTrialRequest = z.infer<typeof premiumTrialRequest>;

export interface PremiumInsuredResult {
  index: number;
  premiumFen: number;
  /** Yuan with two decimals, e.g. "128.00". */
  premium: string;
  age?: number;
  occulevel?: string;
  /** Travel: cover that differs from the plan's for this traveller's age. */
  adjustedCover?: InsuredCover[];
  /** A typed age at the plan's top: the order will accept only a birthday on the start date (one age rule). */
  notice?: QuoteProblem;
}

export interface PremiumResult {
  productCode: string;
  planCode: string;
  model: string;
  startDate: string;
  endDate?: string;
  months?: number;
  insuredCount: number;
  insureds: PremiumInsuredResult[];
  totalPremiumFen: number;
  totalPremium: string;
  termMultiplier?: number;
  groupSizeFactor?: number;
  coverDays?: number;
  ratesAreDemo: true;
}

/** The response of every premium call, from the domain's quote: what the client shows, field for field. */
export function premiumResult(product: RatableProduct, request: QuoteRequest, quote: PremiumQuote): PremiumResult {
  const plan = findPlan(product, quote.planCode);
  return {
    productCode: quote.productCode,
    planCode: quote.planCode,
    model: quote.model,
    startDate: request.startDate,
    ...(request.endDate && { endDate: request.endDate }),
    ...(request.months !== undefined && { months: request.months }),
    insuredCount: quote.insureds.length,
    insureds: quote.insureds.map((insured) => {
      const adjusted = plan?.travel && insured.age !== undefined ? coverForAge(plan, insured.age).filter((cover) => cover.reduction) : [];
      const typedAge = request.insureds[insured.index]?.birthDate ? undefined : insured.age;
      const rule = ageRuleOf(product, plan);
      const atLimit = typedAge !== undefined && typedAgeVerdict(rule, typedAge) === 'onlyOnStartBirthday';
      return {
        index: insured.index,
        premiumFen: insured.premiumFen,
        premium: fenToYuanText(insured.premiumFen),
        ...(insured.age !== undefined && { age: insured.age }),
        ...(insured.occupationLevel && { occulevel: insured.occupationLevel }),
        ...(adjusted.length > 0 && { adjustedCover: adjusted }),
        ...(atLimit && { notice: { insuredIndex: insured.index, field: 'age', code: 'AGE_LIMIT_ON_START' as const, params: { max: rule.maxYears, startDate: request.startDate } } }),
      };
    }),
    totalPremiumFen: quote.totalPremiumFen,
    totalPremium: fenToYuanText(quote.totalPremiumFen),
    ...(quote.termMultiplier !== undefined && { termMultiplier: quote.termMultiplier }),
    ...(quote.groupSizeFactor !== undefined && { groupSizeFactor: quote.groupSizeFactor }),
    ...(quote.coverDays !== undefined && { coverDays: quote.coverDays }),
    ratesAreDemo: true,
  };
}

/** The domain's insured from the API's (occulevel is the spec's field name). */
export function toQuoteInsured({ occulevel, ...insured }: PremiumInsured) {
  return { ...insured, ...(occulevel && { occupationLevel: occulevel }) };
}
