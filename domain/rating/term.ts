import type { AgeBand, GroupTerm } from '../catalog';
import { RatingError } from './rating-error';

export const FULL_YEAR_MONTHS = 12;

/**
 * What the annual (or monthly) figure is multiplied by for `months` of cover: the short-term table's share,
 * taking the next listed term up when the table skips a month, or the number of months when priced monthly.
 */
export function termMultiplier(term: GroupTerm, months: number): number {
  const longest = term.kind === 'monthly' ? term.maxMonths : FULL_YEAR_MONTHS;
  if (!Number.isInteger(months) || months < 1 || months > longest) {
    throw new RatingError('TERM_MONTHS_INVALID', { max: longest });
  }
  if (term.kind === 'monthly') return months;
  const row = term.factors.find((candidate) => candidate.months >= months);
  if (!row) throw new RatingError('TERM_MONTHS_INVALID', { max: longest });
  return row.factor;
}

export function ageBandIndex(bands: readonly AgeBand[], age: number | undefined): number {
  if (age === undefined) throw new RatingError('AGE_REQUIRED');
  const index = bands.findIndex((band) => age >= band.minAge && age <= band.maxAge);
  if (index < 0) throw new RatingError('AGE_NOT_RATED', { age });
  return index;
}
