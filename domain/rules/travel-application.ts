import type { Plan } from '../catalog';
import { ageOn, type MessageParams, type ValidationCode } from '../validators';
import type { RuleCode } from './codes';
import { SENIOR_MAX_TRIP_DAYS, SENIOR_TRIP_AGE } from './travel-cover';

/** Codes of the storefront's application rules; the UI shows `storefront:rules.<CODE>`. */
export const travelRuleCodes = [
  'APPLICANT_NOT_ADULT',
  'SELF_MUST_BE_APPLICANT',
  'ID_TYPE_NOT_ACCEPTED',
  'INSUREDS_DUPLICATED',
  'DEPARTURE_NOT_MAINLAND',
  'DESTINATION_REQUIRED',
  'DESTINATION_EXCLUDED',
  'VISA_CITY_REQUIRED',
  'RESIDENCY_NOT_DECLARED',
  'TRIP_DAYS_REQUIRED',
  'TRIP_OVER_ANNUAL_LIMIT',
  'SENIOR_TRIP_OVER_LIMIT',
  'INVOICE_NOT_APPLICANT',
  'INVOICE_COMPANY_NEEDS_ENTERPRISE',
  'REPEAT_INSURANCE',
] as const;
export type TravelRuleCode = (typeof travelRuleCodes)[number];

export interface TravelProblem {
  readonly insuredIndex?: number;
  readonly field: string;
  readonly code: TravelRuleCode | RuleCode | ValidationCode;
  readonly params?: MessageParams;
}

/** The IDs the storefront accepts: ID card and passport, and the foreign passport and HK/Macau/Taiwan permit. */
export const STOREFRONT_ID_TYPES = ['1', '2', '10', '26'] as const;
/** Foreigners and Hong Kong, Macau and Taiwan residents declare 183 days in mainland China in the last year. */
export const RESIDENCY_DECLARATION_ID_TYPES: readonly string[] = ['10', '26'];
export const RESIDENCY_DAYS = 183;
export const ADULT_AGE = 18;

/** Refused destinations of the notices (ISO 3166 codes; Crimea is refused as part of Ukraine). */
export const EXCLUDED_DESTINATIONS: readonly string[] = ['MM', 'RU', 'UA', 'SY', 'VE', 'CU', 'AF', 'BY', 'IR', 'KP', 'NP'];

/** The 29 Schengen states (2025), offered first in the destination list. */
export const SCHENGEN_STATES: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IS', 'IT', 'LV',
  'LI', 'LT', 'LU', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'CH',
];

export interface TravelApplicationInput {
  readonly holder: { readonly holderType: 'I' | 'C'; readonly holderName: string; readonly holderIdNumber: string; readonly birthDate?: string };
  readonly applyFor: 'self' | 'others';
  readonly insureds: readonly {
    readonly name: string;
    readonly idType: string;
    readonly idNumber: string;
    readonly birthDate?: string;
    readonly residencyDeclared?: boolean;
  }[];
  readonly plan: Plan;
  readonly startDate: string;
  /** Single trips: the cover days; annual: the longest trip planned. */
  readonly tripDays?: number;
  readonly destinations: readonly string[];
  readonly departsFromMainland: boolean;
  readonly visaCity?: string;
  readonly invoice?: { readonly wanted: boolean; readonly title?: string; readonly titleType?: 'personal' | 'company' };
  /** YYYY-MM-DD in Beijing. */
  readonly today: string;
}

/**
 * The storefront's application rules (storefront-spec 5) that the premium rules do not cover: who may apply
 * and for whom, accepted IDs, where the trip starts and goes, residency, annual per-trip limits and invoices.
 */
export function checkTravelApplication(input: TravelApplicationInput): TravelProblem[] {
  const problems: TravelProblem[] = [];
  const { holder, plan } = input;
  if (holder.holderType === 'I' && holder.birthDate && ageOn(holder.birthDate, input.today) < ADULT_AGE) {
    problems.push({ field: 'holderBirthDate', code: 'APPLICANT_NOT_ADULT', params: { age: ADULT_AGE } });
  }
  // Applying for oneself: the one insured is the applicant; a minor is insured by an adult choosing Others.
  if (input.applyFor === 'self' && (holder.holderType === 'C' || input.insureds.length !== 1 || !sameId(input.insureds[0].idNumber, holder.holderIdNumber))) {
    problems.push({ field: 'applyFor', code: 'SELF_MUST_BE_APPLICANT' });
  }
  const seen = new Set<string>();
  input.insureds.forEach((insured, insuredIndex) => {
    if (!(STOREFRONT_ID_TYPES as readonly string[]).includes(insured.idType)) {
      problems.push({ insuredIndex, field: 'idType', code: 'ID_TYPE_NOT_ACCEPTED' });
    }
    const id = insured.idNumber.trim().toUpperCase();
    if (id && seen.has(id)) problems.push({ insuredIndex, field: 'idNumber', code: 'INSUREDS_DUPLICATED', params: { name: insured.name } });
    seen.add(id);
    if (RESIDENCY_DECLARATION_ID_TYPES.includes(insured.idType) && !insured.residencyDeclared) {
      problems.push({ insuredIndex, field: 'residencyDeclared', code: 'RESIDENCY_NOT_DECLARED', params: { name: insured.name, days: RESIDENCY_DAYS } });
    }
  });
  problems.push(...checkTripDays(input));
  if (!input.departsFromMainland) problems.push({ field: 'departsFromMainland', code: 'DEPARTURE_NOT_MAINLAND' });
  if (input.destinations.length === 0) problems.push({ field: 'destinations', code: 'DESTINATION_REQUIRED' });
  const excluded = input.destinations.filter((code) => EXCLUDED_DESTINATIONS.includes(code));
  if (excluded.length > 0) problems.push({ field: 'destinations', code: 'DESTINATION_EXCLUDED', params: { countries: excluded.join(', ') } });
  if (plan.travel?.schengen && !input.visaCity?.trim()) problems.push({ field: 'visaCity', code: 'VISA_CITY_REQUIRED' });
  problems.push(...checkInvoice(input));
  return problems;
}

/** Annual plans cover each trip up to the plan's days; travellers over 75 at most 60 days a trip. */
function checkTripDays(input: TravelApplicationInput): TravelProblem[] {
  const travel = input.plan.travel;
  if (travel?.tripType !== 'annual') return [];
  const days = input.tripDays;
  if (!days || days < 1) return [{ field: 'tripDays', code: 'TRIP_DAYS_REQUIRED' }];
  if (days > travel.maxTripDays) return [{ field: 'tripDays', code: 'TRIP_OVER_ANNUAL_LIMIT', params: { max: travel.maxTripDays } }];
  const problems: TravelProblem[] = [];
  input.insureds.forEach((insured, insuredIndex) => {
    if (insured.birthDate && ageOn(insured.birthDate, input.startDate) > SENIOR_TRIP_AGE && days > SENIOR_MAX_TRIP_DAYS) {
      problems.push({ insuredIndex, field: 'tripDays', code: 'SENIOR_TRIP_OVER_LIMIT', params: { age: SENIOR_TRIP_AGE, max: SENIOR_MAX_TRIP_DAYS } });
    }
  });
  return problems;
}

/** Only the applicant is invoiced, and a company title needs an enterprise applicant. */
function checkInvoice(input: TravelApplicationInput): TravelProblem[] {
  const invoice = input.invoice;
  if (!invoice?.wanted) return [];
  if (invoice.titleType === 'company' && input.holder.holderType !== 'C') {
    return [{ field: 'invoice.titleType', code: 'INVOICE_COMPANY_NEEDS_ENTERPRISE' }];
  }
  if ((invoice.title ?? '').replace(/\s/g, '') !== input.holder.holderName.replace(/\s/g, '')) {
    return [{ field: 'invoice.title', code: 'INVOICE_NOT_APPLICANT' }];
  }
  return [];
}

function sameId(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}
