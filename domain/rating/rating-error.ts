import type { MessageParams } from '../validators';
import type { RuleCode } from '../rules/codes';

/** A request the rates cannot price (a case eligibility checks should have refused first). */
export class RatingError extends Error {
  constructor(
    readonly code: RuleCode,
    readonly params: MessageParams = {},
  ) {
    super(`${code} ${JSON.stringify(params)}`);
    this.name = 'RatingError';
  }
}
