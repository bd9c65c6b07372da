import type { CoverageAmount, ProductOptions, SplitType } from '../../../domain/api/sales-options';
import { type ContentLanguage, findPlan, type ProductConfig } from '../../../domain/catalog';
import { addDays } from '../../../domain/validators';
import { AppError } from '../../lib/envelope';

/** What a product's application form offers: plans, holder types, pay methods, start dates, list size. */
export function productOptions(product: ProductConfig, language: ContentLanguage, today: string): ProductOptions {
  return {
    productCode: product.code,
    productType: product.type,
    plans: product.plans.map((plan) => ({ planCode: plan.planCode, planName: plan.planName[language] })),
    holderTypes: product.holderTypes,
    payMethods: product.payMethods,
    invoiceMethod: product.invoiceMethod,
    occupationLevels: product.occupation?.levels ?? [],
    startDate: { earliest: addDays(today, product.startDate.earliestInDays), latest: addDays(today, product.startDate.latestInDays) },
    ...(product.group && { insuredCount: { min: product.group.minInsured, max: product.group.maxInsured } }),
  };
}

/** A plan's duties and sums insured; products priced by sum insured say the range each duty may take. */
export function coverageAmounts(product: ProductConfig, planCode: string, language: ContentLanguage): CoverageAmount[] {
  const plan = findPlan(product, planCode);
  if (!plan) throw new AppError('1085', { zh: `保障计划不存在：${planCode}`, en: `Plan not found: ${planCode}` });
  const bounds = product.rating.model === 'sum-insured-rate' ? product.rating.byPlan[planCode]?.duties : undefined;
  return plan.duties.map((duty) => {
    const range = bounds?.[duty.dutyCode];
    return {
      dutyCode: duty.dutyCode,
      dutyName: duty.dutyName[language],
      sumInsuredFen: duty.sumInsuredFen,
      ...(range && { choice: { minFen: range.minSumInsuredFen, maxFen: range.maxSumInsuredFen } }),
    };
  });
}

/**
 * How many policies a list of insureds makes: a group policy holds up to the product's limit, so a longer list is
 * split into as few policies as possible of nearly equal size; every other product issues one policy per insured.
 */
export function splitPolicies(product: ProductConfig, insuredCount: number): SplitType {
  if (!product.group) return { splitType: 'individual', policyCount: insuredCount, sizes: Array.from({ length: insuredCount }, () => 1) };
  const { minInsured, maxInsured } = product.group;
  if (insuredCount < minInsured) throw new AppError('1086', {
    zh: `该产品至少${minInsured}人投保，当前${insuredCount}人`,
    en: `This product needs at least ${minInsured} insured people; there are ${insuredCount}.`,
  });
  const policyCount = Math.ceil(insuredCount / maxInsured);
  const base = Math.floor(insuredCount / policyCount);
  const larger = insuredCount % policyCount;
  return { splitType: 'group', policyCount, sizes: Array.from({ length: policyCount }, (_, index) => base + (index < larger ? 1 : 0)) };
}
