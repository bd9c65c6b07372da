import type { OccupationLevel, RatableProduct } from '../../../domain/catalog';
import { OCCUPATION_LEVELS } from '../../../domain/catalog/lookup';
import { type QuoteInsured, quotePremium, RatingError } from '../../../domain/rating';
import { checkQuote } from '../../../domain/rules';
import { isIsoDate } from '../../../domain/validators';
import type { InsuredRow } from './row';

interface PremiumInput {
  product: RatableProduct;
  planCode: string;
  startDate: string;
  /** Group and property products; absent prices a full year. */
  months?: number;
  /** Property: the sums chosen for the policy's duties, in fen. */
  sumsInsuredFen?: Record<string, number>;
  rows: readonly Pick<InsuredRow, 'birthDate' | 'occulevel'>[];
  /** YYYY-MM-DD in Beijing. */
  today: string;
}

export interface PremiumView {
  /** Each row's premium in fen, or null while the row cannot be priced yet. */
  perRow: (number | null)[];
  totalFen: number;
  pricedCount: number;
}

function quoteInsured(row: PremiumInput['rows'][number], sumsInsuredFen?: Record<string, number>): QuoteInsured {
  const level = OCCUPATION_LEVELS.find((candidate) => candidate === row.occulevel) as OccupationLevel | undefined;
  return {
    ...(isIsoDate(row.birthDate) && { birthDate: row.birthDate }),
    ...(level && { occupationLevel: level }),
    ...(sumsInsuredFen && { sumsInsuredFen }),
  };
}

/**
 * The premium of the rows that can be priced, with the domain's rating function: the figure the server
 * computes when the order is saved. A row the product's rules refuse (age, class, sums) is left out.
 */
export function priceRows(input: PremiumInput): PremiumView {
  const insureds = input.rows.map((row) => quoteInsured(row, input.sumsInsuredFen));
  const none: PremiumView = { perRow: insureds.map(() => null), totalFen: 0, pricedCount: 0 };
  if (insureds.length === 0 || !isIsoDate(input.startDate)) return none;
  const request = { planCode: input.planCode, startDate: input.startDate, ...(input.months && { months: input.months }) };
  // A trial: the headcount and the start date's window change nobody's premium; they are checked on submit.
  const problems = checkQuote(input.product, { ...request, insureds }, { today: input.today, trial: true });
  if (problems.some((problem) => problem.insuredIndex === undefined && problem.field !== 'startDate')) return none;
  const refused = new Set(problems.map((problem) => problem.insuredIndex));
  const priceable = insureds.flatMap((insured, index) => (refused.has(index) ? [] : [{ insured, index }]));
  if (priceable.length === 0) return none;
  try {
    const quote = quotePremium(input.product, { ...request, insureds: priceable.map(({ insured }) => insured) });
    const perRow = [...none.perRow];
    quote.insureds.forEach((priced, position) => {
      perRow[priceable[position].index] = priced.premiumFen;
    });
    return { perRow, totalFen: quote.totalPremiumFen, pricedCount: priceable.length };
  } catch (error) {
    if (error instanceof RatingError) return none;
    throw error;
  }
}
