import { z } from 'zod';
import { OCCUPATION_LEVELS, occupationLevel } from '../catalog/rating-schema';
import { localText } from '../catalog/text';

const fen = z.number().int().nonnegative();
const factor = z.number().positive().max(3);
const code = z.string().trim().min(1).max(40);

/** One way to buy a duty: its limits and the annual premium per person by age band and gender. */
export const dutyOption = z.object({
  optionCode: code,
  label: localText,
  /** The catalogue plan an order of this option is written under (the inpatient duty's options name one). */
  planCode: code.optional(),
  annualLimitFen: fen,
  deductibleFen: fen,
  /** The share of each claim the member pays, in percent. */
  coPayPercent: z.number().int().min(0).max(100),
  /** ratesFen[ageBand]: the annual premium per person, by gender. */
  ratesFen: z.array(z.object({ M: fen, F: fen })).min(1),
});
export type DutyOption = z.infer<typeof dutyOption>;

export const dutyDefinition = z.object({
  dutyCode: code,
  name: localText,
  /** A required duty is in every quote; the others can be left out. */
  required: z.boolean(),
  options: z.array(dutyOption).min(1),
});
export type DutyDefinition = z.infer<typeof dutyDefinition>;

/** What a census must be for the product to quote it. */
export const censusLimits = z.object({
  minEmployees: z.number().int().positive(),
  maxMembers: z.number().int().positive(),
  /** Dependant children from this many days old. */
  minAgeDays: z.number().int().min(0),
  maxAge: z.number().int().positive(),
  /** At most `maxShare` of the members may be `age` or older at the quote date. */
  older: z.object({ age: z.number().int().positive(), maxShare: z.number().positive().max(1) }),
});
export type CensusLimits = z.infer<typeof censusLimits>;

const ageBand = z.object({ minAge: z.number().int().min(0), maxAge: z.number().int().min(0) });

/** getDutyTemplate/{id}: a medical product's duties, rates and census limits, as data. */
export const dutyTemplate = z
  .object({
    productCode: code,
    ratesAreDemo: z.literal(true),
    ageBands: z.array(ageBand).min(1),
    /** Discount by number of employees insured: the last row whose minEmployees is reached applies. */
    groupSizeFactors: z.array(z.object({ minEmployees: z.number().int().positive(), factor })).min(1),
    /** Loading by the company's industry, as its occupation level (1 office work ... 6 heavy industry). */
    industryFactors: z.partialRecord(occupationLevel, factor),
    census: censusLimits,
    /** How many days a quotation stays valid. */
    validityDays: z.number().int().min(1).max(180),
    duties: z.array(dutyDefinition).min(1),
  })
  .superRefine((template, ctx) => {
    template.ageBands.forEach((band, index) => {
      const previous = template.ageBands[index - 1];
      if (band.maxAge < band.minAge || (previous && band.minAge !== previous.maxAge + 1)) {
        ctx.addIssue({ code: 'custom', path: ['ageBands', index], message: 'bands must be contiguous and ascending' });
      }
    });
    if (template.groupSizeFactors[0].minEmployees !== 1) ctx.addIssue({ code: 'custom', path: ['groupSizeFactors', 0], message: 'must start at 1' });
    // The first duty (inpatient) decides the catalogue plan of the order a quotation becomes.
    if (!template.duties[0].required || template.duties[0].options.some((option) => !option.planCode)) {
      ctx.addIssue({ code: 'custom', path: ['duties', 0], message: 'the first duty is required and each option names a planCode' });
    }
    template.duties.forEach((duty, d) => {
      duty.options.forEach((option, o) => {
        if (option.ratesFen.length !== template.ageBands.length) {
          ctx.addIssue({ code: 'custom', path: ['duties', d, 'options', o, 'ratesFen'], message: 'one rate per age band' });
        }
      });
    });
  });
export type DutyTemplate = z.infer<typeof dutyTemplate>;

export const INDUSTRY_LEVELS = OCCUPATION_LEVELS;
