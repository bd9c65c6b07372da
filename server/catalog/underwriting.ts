import type { ProductConfig } from '../../domain/catalog';
import type { UnderwritingRules } from '../../domain/rules';
import { wan } from './families/common';

/** The insurers' underwriting rules by product family; a product's own entry below replaces parts of them. */
const BY_TYPE: Record<ProductConfig['type'], UnderwritingRules> = {
  'group-accident': {
    highRiskFromLevel: 5,
    highRiskShare: { notify: 0.1, upload: 0.3, refuse: 0.7 },
    insuredCount: { notify: 500, upload: 1000 },
    sumPerPersonFen: { upload: wan(100) },
    totalSumFen: { upload: wan(50_000) },
  },
  'group-property': {
    highRiskFromLevel: 5,
    highRiskShare: {},
    insuredCount: {},
    sumPerPersonFen: { notify: wan(500), upload: wan(1000) },
    totalSumFen: { upload: wan(5000) },
  },
  medical: {
    highRiskFromLevel: 5,
    highRiskShare: { notify: 0.2, upload: 0.4 },
    insuredCount: { notify: 1000 },
    sumPerPersonFen: {},
    totalSumFen: {},
  },
  travel: { highRiskFromLevel: 7, highRiskShare: {}, insuredCount: {}, sumPerPersonFen: {}, totalSumFen: {} },
};

/** Products whose insurer writes stricter terms (employer's liability of construction and factory crews). */
const BY_PRODUCT: Record<string, Partial<UnderwritingRules>> = {
  guofu: { highRiskShare: { notify: 0.2, upload: 0.4, refuse: 0.8 }, insuredCount: { notify: 200, upload: 500 } },
  pingansf: { sumPerPersonFen: { notify: wan(300), upload: wan(800) } },
};

export function underwritingRulesOf(product: Pick<ProductConfig, 'code' | 'type'>): UnderwritingRules {
  return { ...BY_TYPE[product.type], ...BY_PRODUCT[product.code] };
}
