import { type LocalText, t } from '../../../domain/catalog';
import type { PayProvider } from '../../../domain/code-tables';
import { amount, table } from '../content/html';
import { assembleProduct, type CommonInput } from './common';
import { STANDARD_SHORT_TERM } from './group-terms';

export interface PropertyDutyInput {
  readonly dutyCode: string;
  readonly dutyName: LocalText;
  readonly kind: 'property' | 'rent' | 'publicLiability';
  /** Demo annual rate as a fraction of the chosen sum insured. */
  readonly rate: number;
  readonly minFen: number;
  readonly maxFen: number;
  readonly stepFen: number;
}

export interface PropertyPlanInput {
  readonly planCode: string;
  readonly planName: LocalText;
  readonly duties: readonly PropertyDutyInput[];
  readonly minimumPremiumFen: number;
}

export interface GroupPropertyInput extends CommonInput {
  readonly plans: readonly PropertyPlanInput[];
  readonly payMethods?: readonly string[];
  readonly payProviders?: Readonly<Record<string, PayProvider>>;
}

const permille = (rate: number) => t(`${Number((rate * 1000).toFixed(4))}‰`, `${Number((rate * 1000).toFixed(4))}‰`);

/** Business property (and rent, and liability): each chosen sum insured x its rate, a minimum per location. */
export function groupPropertyProduct(input: GroupPropertyInput) {
  const plans = input.plans.map((p) => ({
    planCode: p.planCode,
    planName: p.planName,
    // The plan's figure is the most a location can choose; the chosen sum replaces it.
    duties: p.duties.map((d) => ({ dutyCode: d.dutyCode, dutyName: d.dutyName, kind: d.kind, sumInsuredFen: d.maxFen })),
  }));
  const byPlan = Object.fromEntries(
    input.plans.map((p) => [
      p.planCode,
      {
        minimumPremiumFen: p.minimumPremiumFen,
        duties: Object.fromEntries(p.duties.map((d) => [d.dutyCode, { rate: d.rate, minSumInsuredFen: d.minFen, maxSumInsuredFen: d.maxFen, stepFen: d.stepFen }])),
      },
    ]),
  );
  const coverTable = table(
    [t('方案', 'Plan'), t('保障项目', 'Cover'), t('年费率', 'Annual rate'), t('可选保额', 'Sum insured')],
    input.plans.flatMap((p) =>
      p.duties.map((d) => [p.planName, d.dutyName, permille(d.rate), t(`${amount(d.minFen).zh}-${amount(d.maxFen).zh}`, `${amount(d.minFen).en}-${amount(d.maxFen).en}`)]),
    ),
  );
  return assembleProduct(input, 'property', {
    type: 'group-property',
    plans,
    rating: { model: 'sum-insured-rate', ratesAreDemo: true, term: STANDARD_SHORT_TERM, byPlan },
    ageRule: { minYears: 18, maxYears: 80 },
    group: { minInsured: 1, maxInsured: 200 },
    addressFile: 'group-property',
    startDate: { earliestInDays: 1, latestInDays: 30 },
    holderTypes: ['C', 'I'],
    invoiceMethod: 'electronic',
    payMethods: [...(input.payMethods ?? ['88', '3', '0'])],
    payProviders: { ...(input.payProviders ?? { '88': 'transfer', '3': 'wechat', '0': 'wechat' }) },
    holderRule: t('投保人为营业场所的经营者、所有人或承租人，企业投保须提供统一社会信用代码。', 'The policyholder runs, owns or rents the premises; a business gives its unified social credit code.'),
    insuredRule: t('被保险人为对保险标的具有保险利益的单位或个人，每个营业场所为一个被保险标的。', 'Each insured is a business or person with an insurable interest; each set of premises is one insured location.'),
    rules: [
      t('每个营业场所分别选择保额并计算保费，单个场所保费不低于最低保费。', 'Each location chooses its own sums insured; no location pays less than the minimum premium.'),
      t('保险期间1-12个月，不足一年按短期费率计收。', 'Cover for 1-12 months; shorter than a year at the short-term rate.'),
      t('营业场所须位于产品销售区域内，地址须详细到门牌号。', 'Premises must lie in the sales area, with the address down to the street number.'),
    ],
    coverTable,
  });
}
