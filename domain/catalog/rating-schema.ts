import { z } from 'zod';

/** Money is whole fen; a rate is a decimal fraction of a sum insured (0.0012 = 1.2‰). */
const fen = z.number().int().nonnegative();
const positiveFen = z.number().int().positive();
const rate = z.number().positive().max(1);
const factor = z.number().positive().max(1);

import { OCCUPATION_LEVELS } from './lookup';

export { OCCUPATION_LEVELS };
export const occupationLevel = z.enum(OCCUPATION_LEVELS);
export type OccupationLevel = z.infer<typeof occupationLevel>;

const ageBand = z.object({ minAge: z.number().int().min(0), maxAge: z.number().int().min(0) });
export type AgeBand = z.infer<typeof ageBand>;

/** Bands must run upward without gaps or overlaps, so every age falls in at most one band. */
const ageBands = z
  .array(ageBand)
  .min(1)
  .superRefine((bands, ctx) => {
    bands.forEach((band, index) => {
      if (band.maxAge < band.minAge) ctx.addIssue({ code: 'custom', path: [index, 'maxAge'], message: 'maxAge is below minAge' });
      const previous = bands[index - 1];
      if (previous && band.minAge !== previous.maxAge + 1) {
        ctx.addIssue({ code: 'custom', path: [index, 'minAge'], message: `must be ${previous.maxAge + 1} (bands must be contiguous)` });
      }
    });
  });

/** The insurers' short-term table: share of the annual premium by months of cover; 12 months is 1. */
const shortTermTable = z.object({
  kind: z.literal('short-term-table'),
  factors: z
    .array(z.object({ months: z.number().int().min(1).max(12), factor }))
    .min(1)
    .superRefine((rows, ctx) => {
      rows.forEach((row, index) => {
        if (index > 0 && row.months <= rows[index - 1].months) {
          ctx.addIssue({ code: 'custom', path: [index, 'months'], message: 'months must ascend' });
        }
        if (index > 0 && row.factor < rows[index - 1].factor) {
          ctx.addIssue({ code: 'custom', path: [index, 'factor'], message: 'a longer term cannot cost less' });
        }
      });
      const last = rows.at(-1);
      if (last && (last.months !== 12 || last.factor !== 1)) {
        ctx.addIssue({ code: 'custom', path: [rows.length - 1], message: 'the table must end with 12 months at factor 1' });
      }
    }),
});

/** Priced per month of cover (field staff hired by the month): the table figures are monthly. */
const monthlyTerm = z.object({ kind: z.literal('monthly'), maxMonths: z.number().int().min(1).max(12) });

export const groupTerm = z.discriminatedUnion('kind', [shortTermTable, monthlyTerm]);
export type GroupTerm = z.infer<typeof groupTerm>;

const demo = { ratesAreDemo: z.literal(true) };

/** Group accident: a premium per person for each occupation level a plan accepts. */
export const levelPremiumRating = z.object({
  model: z.literal('level-premium'),
  ...demo,
  term: groupTerm,
  byPlan: z.record(z.string(), z.partialRecord(occupationLevel, positiveFen)),
});

/** Employer liability: the basis duty's sum insured x the level's rate, with a floor per person. */
export const levelRateRating = z.object({
  model: z.literal('level-rate'),
  ...demo,
  term: groupTerm,
  basisDutyCode: z.string().min(1),
  minimumPremiumPerPersonFen: fen,
  byPlan: z.record(z.string(), z.partialRecord(occupationLevel, rate)),
});

/** Group medical: an annual premium per person by age band, with a discount for larger groups. */
export const ageBandRating = z.object({
  model: z.literal('age-band'),
  ...demo,
  ageBands,
  byPlan: z.record(z.string(), z.array(positiveFen)),
  groupSizeFactors: z
    .array(z.object({ minInsured: z.number().int().positive(), factor }))
    .min(1)
    .superRefine((rows, ctx) => {
      if (rows[0].minInsured !== 1) ctx.addIssue({ code: 'custom', path: [0, 'minInsured'], message: 'the first row must start at 1' });
      rows.forEach((row, index) => {
        if (index > 0 && row.minInsured <= rows[index - 1].minInsured) {
          ctx.addIssue({ code: 'custom', path: [index, 'minInsured'], message: 'minInsured must ascend' });
        }
      });
    }),
});

const dayBands = z
  .array(z.object({ maxDays: z.number().int().min(1).max(366) }))
  .min(1)
  .superRefine((bands, ctx) => {
    bands.forEach((band, index) => {
      if (index > 0 && band.maxDays <= bands[index - 1].maxDays) {
        ctx.addIssue({ code: 'custom', path: [index, 'maxDays'], message: 'maxDays must ascend' });
      }
    });
  });

export const singleTripRates = z.object({
  tripType: z.literal('single'),
  dayBands,
  /** premiumsFen[dayBand][ageBand]: the premium per person. */
  premiumsFen: z.array(z.array(positiveFen)),
});

export const annualTripRates = z.object({
  tripType: z.literal('annual'),
  /** premiumsFen[ageBand]: the year's premium per person. */
  premiumsFen: z.array(positiveFen),
});

/** Travel: by trip-day band and age band (single trips), or by age band for a year of trips. */
export const tripDaysRating = z.object({
  model: z.literal('trip-days'),
  ...demo,
  ageBands,
  byPlan: z.record(z.string(), z.discriminatedUnion('tripType', [singleTripRates, annualTripRates])),
});

/** Property: each duty's chosen sum insured x its rate, short-term table, and a minimum premium per policy. */
export const sumInsuredRateRating = z.object({
  model: z.literal('sum-insured-rate'),
  ...demo,
  term: shortTermTable,
  byPlan: z.record(
    z.string(),
    z.object({
      minimumPremiumFen: fen,
      duties: z.record(
        z.string(),
        z.object({ rate, minSumInsuredFen: positiveFen, maxSumInsuredFen: positiveFen, stepFen: positiveFen }),
      ),
    }),
  ),
});

export const rating = z.discriminatedUnion('model', [
  levelPremiumRating,
  levelRateRating,
  ageBandRating,
  tripDaysRating,
  sumInsuredRateRating,
]);
export type Rating = z.infer<typeof rating>;
export type RatingModel = Rating['model'];
