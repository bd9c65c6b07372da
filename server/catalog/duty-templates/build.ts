import { type DutyTemplate, dutyTemplate } from '../../../domain/group-medical';
import type { LocalText } from '../../../domain/catalog';

/** The medical products' age bands: children, then working ages by decade, then the last insurable years. */
const AGE_BANDS = [
  { minAge: 0, maxAge: 17 },
  { minAge: 18, maxAge: 30 },
  { minAge: 31, maxAge: 40 },
  { minAge: 41, maxAge: 50 },
  { minAge: 51, maxAge: 60 },
  { minAge: 61, maxAge: 65 },
];
/** Demonstration loadings of each band and gender on an adult man's rate (women 18-40 cost more: maternity age). */
const LOADINGS = {
  general: { M: [0.85, 1, 1.2, 1.55, 2.2, 2.9], F: [0.85, 1.1, 1.3, 1.55, 2.1, 2.7] },
  maternity: { M: [0, 0, 0, 0, 0, 0], F: [0, 1, 1.2, 0.3, 0, 0] },
  flat: { M: [1, 1, 1, 1, 1, 1], F: [1, 1, 1, 1, 1, 1] },
} as const;

export interface OptionInput {
  optionCode: string;
  label: LocalText;
  planCode?: string;
  annualLimitYuan: number;
  deductibleYuan?: number;
  coPayPercent?: number;
  /** The demonstration annual rate of a man aged 18-30, in yuan. */
  adultYuan: number;
}

export interface DutyInput {
  dutyCode: string;
  name: LocalText;
  required?: boolean;
  loading: keyof typeof LOADINGS;
  options: OptionInput[];
}

const fenOf = (yuan: number) => Math.round(yuan * 100);

/** A product's template from its duties: rates from the demonstration loadings, the portal's factors and limits. */
export function buildTemplate(input: { productCode: string; minEmployees: number; validityDays?: number; duties: DutyInput[] }): DutyTemplate {
  return dutyTemplate.parse({
    productCode: input.productCode,
    ratesAreDemo: true,
    ageBands: AGE_BANDS,
    groupSizeFactors: [
      { minEmployees: 1, factor: 1 },
      { minEmployees: 30, factor: 0.95 },
      { minEmployees: 100, factor: 0.9 },
      { minEmployees: 500, factor: 0.85 },
    ],
    industryFactors: { '1': 1, '2': 1.05, '3': 1.15, '4': 1.3 },
    census: { minEmployees: input.minEmployees, maxMembers: 2000, minAgeDays: 30, maxAge: 65, older: { age: 55, maxShare: 0.3 } },
    validityDays: input.validityDays ?? 30,
    duties: input.duties.map((duty) => ({
      dutyCode: duty.dutyCode,
      name: duty.name,
      required: duty.required ?? false,
      options: duty.options.map((option) => ({
        optionCode: option.optionCode,
        label: option.label,
        ...(option.planCode && { planCode: option.planCode }),
        annualLimitFen: fenOf(option.annualLimitYuan),
        deductibleFen: fenOf(option.deductibleYuan ?? 0),
        coPayPercent: option.coPayPercent ?? 0,
        ratesFen: AGE_BANDS.map((_, band) => ({ M: fenOf(option.adultYuan * LOADINGS[duty.loading].M[band]), F: fenOf(option.adultYuan * LOADINGS[duty.loading].F[band]) })),
      })),
    })),
  });
}
