import type { MessageParams, ValidationCode } from '../validators';

/** Codes the product rules return; the UI shows `catalog:rules.<CODE>` from domain/locales/{lng}/catalog.json. */
export const ruleCodes = [
  'PRODUCT_UNKNOWN',
  'PRODUCT_STOPPED',
  'PRICING_NOT_OFFERED',
  'PLAN_UNKNOWN',
  'INSUREDS_REQUIRED',
  'INSURED_COUNT_BELOW_MIN',
  'INSURED_COUNT_ABOVE_MAX',
  'AGE_REQUIRED',
  'AGE_NOT_RATED',
  'OCCUPATION_LEVEL_REQUIRED',
  'OCCUPATION_LEVEL_NOT_ACCEPTED',
  'TERM_MONTHS_INVALID',
  'START_DATE_TOO_EARLY',
  'START_DATE_TOO_LATE',
  'END_DATE_REQUIRED',
  'END_BEFORE_START',
  'TRIP_TOO_SHORT',
  'TRIP_TOO_LONG',
  'SENIOR_TRIP_TOO_LONG',
  'AGE_LIMIT_ON_START',
  'SUM_INSURED_REQUIRED',
  'SUM_INSURED_OUT_OF_RANGE',
  'SUM_INSURED_STEP',
  'DUTY_UNKNOWN',
] as const;
export type RuleCode = (typeof ruleCodes)[number];

/** Translation namespace of rule messages and catalogue labels (domain/locales/{lng}/catalog.json, key `rules`). */
export const CATALOG_NAMESPACE = 'catalog';

/** One problem of a quote: which insured (if any), which field, and a code the UI turns into words. */
export interface QuoteProblem {
  readonly insuredIndex?: number;
  readonly field: string;
  readonly code: RuleCode | ValidationCode;
  readonly params?: MessageParams;
}
