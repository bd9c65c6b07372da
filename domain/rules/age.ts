import type { AgeRule, Plan, RatableProduct } from '../catalog';
import type { AgeRange } from '../validators';

export function ageRuleOf(product: Pick<RatableProduct, 'ageRule'>, plan?: Plan): AgeRule {
  return plan?.ageRule ?? product.ageRule;
}

/** The validators' shape of the same limit, for checkAge and the birth-date picker. */
export function toAgeRange(rule: AgeRule): AgeRange {
  return rule.minDays !== undefined ? { minDays: rule.minDays, maxYears: rule.maxYears } : { minYears: rule.minYears ?? 0, maxYears: rule.maxYears };
}

/** Youngest age in whole years the rule admits (a minimum in days admits age 0). */
export function minimumYears(rule: AgeRule): number {
  return rule.minDays !== undefined ? Math.floor(rule.minDays / 366) : (rule.minYears ?? 0);
}

/**
 * A typed age (whole years) read the way the order reads a birth date: on the cover start, "up to 80" admits
 * an 80th birthday on that day and nobody older. So the top age is priced only for someone born exactly that
 * many years before the start; the trial says so (AGE_LIMIT_ON_START) instead of promising a price the order refuses.
 */
export function typedAgeVerdict(rule: AgeRule, age: number): 'eligible' | 'refused' | 'onlyOnStartBirthday' {
  if (age < minimumYears(rule) || age > rule.maxYears) return 'refused';
  return age === rule.maxYears ? 'onlyOnStartBirthday' : 'eligible';
}
