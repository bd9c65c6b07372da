import { type LocalText, type OccupationLevel, t } from '../../../domain/catalog';
import { UNIVERSALLY_REFUSED } from '../occupations/table';

/** The insurers' common short-term table: share of the annual premium by months of cover. */
export const STANDARD_SHORT_TERM = {
  kind: 'short-term-table' as const,
  factors: [
    { months: 1, factor: 0.1 },
    { months: 2, factor: 0.2 },
    { months: 3, factor: 0.3 },
    { months: 4, factor: 0.4 },
    { months: 5, factor: 0.5 },
    { months: 6, factor: 0.6 },
    { months: 7, factor: 0.7 },
    { months: 8, factor: 0.8 },
    { months: 9, factor: 0.85 },
    { months: 10, factor: 0.9 },
    { months: 11, factor: 0.95 },
    { months: 12, factor: 1 },
  ],
};

/** How much riskier each occupation level is than level 1 (demo loadings). */
export const LEVEL_LOADINGS: Readonly<Record<OccupationLevel, number>> = { 1: 1, 2: 1.3, 3: 1.7, 4: 2.4, 5: 3.4, 6: 4.8 };

const GROUP_PAY_METHODS = ['88', '89', '3', '28', '0', '66'];
const GROUP_PAY_PROVIDERS = { '88': 'transfer', '89': 'transfer', '3': 'wechat', '28': 'alipay', '0': 'wechat', '66': 'balance' } as const;

export function levelsText(levels: readonly OccupationLevel[]): LocalText {
  return t(`${levels[0]}-${levels.at(-1)}类职业`, `occupation classes ${levels[0]}-${levels.at(-1)}`);
}

function groupHolderRule(minInsured: number): LocalText {
  return t(
    `投保人须为依法成立的企事业单位、机关或社会团体，提供统一社会信用代码证件；同一保单被保险人不少于${minInsured}人。`,
    `The policyholder must be a lawfully established organisation with a unified social credit code; at least ${minInsured} insureds per policy.`,
  );
}

/** What every employee-group product (accident, employer's liability) shares: ages, occupations, holders, pay. */
export function employeeGroupTerms(input: { levels: readonly OccupationLevel[]; refusedCodes?: readonly string[] }, minInsured: number, maxInsured: number) {
  return {
    ageRule: { minYears: 16, maxYears: 65 },
    group: { minInsured, maxInsured },
    occupation: { table: 'standard', levels: [...input.levels], refusedCodes: [...UNIVERSALLY_REFUSED, ...(input.refusedCodes ?? [])] },
    addressFile: 'common' as const,
    startDate: { earliestInDays: 1, latestInDays: 30 },
    holderTypes: ['C' as const],
    invoiceMethod: 'electronic' as const,
    payMethods: GROUP_PAY_METHODS,
    payProviders: GROUP_PAY_PROVIDERS,
    holderRule: groupHolderRule(minInsured),
  };
}
