import { type AgeRule, type LocalText, type ProductConfigInput, t } from '../../../domain/catalog';
import { disclosureFor, claimGuideFor } from '../content/service';
import { type ContentFamily, productMaterials } from '../content/materials';
import { faqTab } from '../content/faq';
import { productTabs, type TabsInput } from '../content/tabs';
import { BROKER, INSURERS, type InsurerCode, underwriterLine } from '../parties';

/** What every product file writes, whatever its family. */
export interface CommonInput {
  readonly code: string;
  readonly name: LocalText;
  readonly insurer: InsurerCode;
  readonly saleText: LocalText;
  readonly tags: readonly LocalText[];
  readonly highlights: readonly LocalText[];
  /** YEAR.N of the product's documents; bump it when their wording changes. */
  readonly materialsVersion?: string;
  readonly extraNotes?: readonly LocalText[];
  readonly flags?: ProductConfigInput['flags'];
  /** Province codes; all of mainland China when absent. */
  readonly insureArea?: readonly string[];
  readonly ageRule?: AgeRule;
}

/** The part each family decides. */
export type FamilyPart = Pick<
  ProductConfigInput,
  | 'type'
  | 'benefitGroup'
  | 'plans'
  | 'rating'
  | 'group'
  | 'occupation'
  | 'addressFile'
  | 'startDate'
  | 'holderTypes'
  | 'invoiceMethod'
  | 'payMethods'
  | 'payProviders'
  | 'holderRule'
  | 'insuredRule'
  | 'ageRule'
> & { readonly rules: TabsInput['rules']; readonly coverTable?: LocalText; readonly hotlines?: ProductConfigInput['hotlines'] };

export function assembleProduct(input: CommonInput, family: ContentFamily, part: FamilyPart): ProductConfigInput {
  const insurer = INSURERS[input.insurer];
  const { rules, coverTable, hotlines, ...config } = part;
  return {
    code: input.code,
    pageName: input.code,
    name: input.name,
    insurer: { code: insurer.code, name: insurer.name, underwriterLine: underwriterLine(insurer) },
    distribution: {
      ownAgentName: BROKER.ownAgentName,
      corporationName: BROKER.corporationName,
      customerTemplate: `customer-notice-${family}`,
    },
    saleText: input.saleText,
    tags: [...input.tags],
    image: `/api/product/image/${input.code}.svg`,
    tabs: [...productTabs({ highlights: input.highlights, plans: config.plans as TabsInput['plans'], rules, coverTable }), faqTab(family)],
    materials: productMaterials({
      productName: input.name,
      insurer,
      family,
      version: input.materialsVersion ?? '2024.1',
      extraNotes: input.extraNotes,
    }),
    disclosure: disclosureFor(insurer, family),
    claimGuide: claimGuideFor(insurer, family, input.code),
    hotlines: hotlines ?? [
      { label: { zh: '客服及报案电话', en: 'Service and claims line' }, number: insurer.hotline, hours: insurer.hotlineHours },
    ],
    insureArea: [...(input.insureArea ?? [])],
    flags: input.flags ?? {},
    ...config,
    ageRule: input.ageRule ?? config.ageRule,
  };
}

/** Demo rate tables are made from a base figure and loadings; whole yuan keeps them readable. */
export function wholeYuanFen(yuan: number): number {
  return Math.round(yuan) * 100;
}

/** Sums in product files read as yuan or 万元 (ten thousand yuan); the catalogue stores fen. */
export const yuan = (amount: number): number => amount * 100;
export const wan = (tenThousands: number): number => tenThousands * 1_000_000;

/** What a product stopped from sale shows if an old link reaches it; spread into its file. */
export const STOPPED_FROM_SALE = {
  tags: [t('已停售', 'Stopped')],
  highlights: [t('本产品已停止销售，已承保保单在保险期间内继续有效。', 'No longer sold; policies in force stay valid until they end.')],
  materialsVersion: '2021.3',
  flags: { stoppedFromSale: true },
} satisfies Partial<CommonInput>;
