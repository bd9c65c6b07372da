import { type PremiumResult, premiumResult } from '../../../domain/api/premium';
import { type ProductConfig, type RatingModel, toRatableProduct } from '../../../domain/catalog';
import { type QuoteRequest, quotePremium, RatingError } from '../../../domain/rating';
import { checkQuote, type QuoteProblem } from '../../../domain/rules';
import { describeProblems, ruleText } from '../../catalog/messages';
import { AppError } from '../../lib/envelope';

/** A quote that breaks the product's rules: every problem in `content.problems`, the first ones in the message. */
const QUOTE_REFUSED = '1001';

function refused(problems: QuoteProblem[]): AppError {
  return new AppError(QUOTE_REFUSED, describeProblems(problems), 200, { problems });
}

/** Each premium call prices some rating models only (the employer call, the group-medical quote, ...). */
export function requireModel(product: ProductConfig, models: readonly RatingModel[]): void {
  if (!models.includes(product.rating.model)) {
    throw new AppError('1046', ruleText('PRICING_NOT_OFFERED'), 200, { productCode: product.code, model: product.rating.model });
  }
}

/** Checks the product's rules, then prices from its rate tables: the server's figure, never the client's. */
export function priceQuote(product: ProductConfig, request: QuoteRequest, options: { today: string; trial?: boolean }): PremiumResult {
  const ratable = toRatableProduct(product);
  const problems = checkQuote(ratable, request, options);
  if (problems.length > 0) throw refused(problems);
  try {
    return premiumResult(ratable, request, quotePremium(ratable, request));
  } catch (error) {
    if (error instanceof RatingError) throw refused([{ field: 'planCode', code: error.code, params: error.params }]);
    throw error;
  }
}
