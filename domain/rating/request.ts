import type { OccupationLevel } from '../catalog';

/** One insured person (or, for property, one insured location) to price. */
export interface QuoteInsured {
  /** YYYY-MM-DD; the age is taken on the start date. */
  readonly birthDate?: string;
  /** Whole years, when no birth date is known yet (premium trials). */
  readonly age?: number;
  readonly occupationLevel?: OccupationLevel;
  /** Property: the sum insured chosen for each duty, in fen. */
  readonly sumsInsuredFen?: Readonly<Record<string, number>>;
}

export interface QuoteRequest {
  readonly planCode: string;
  /** YYYY-MM-DD, the first day of cover. */
  readonly startDate: string;
  /** Group and property products: months of cover, 12 when absent. */
  readonly months?: number;
  /** Single-trip travel: the last day of cover (inclusive). */
  readonly endDate?: string;
  readonly insureds: readonly QuoteInsured[];
}
