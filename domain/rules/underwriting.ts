import type { ContentLanguage } from '../catalog/language';
import type { RiskFlag } from '../code-tables/risk-flags';

/**
 * Underwriting rules of a product, as data: each measure of a group policy has thresholds at and above which
 * the holder must be told of the risk (a risk notice), must sign and seal that notice and upload it, or the
 * insurer declines the policy.
 */
export interface Thresholds {
  notify?: number;
  upload?: number;
  refuse?: number;
}

export interface UnderwritingRules {
  /** Occupation levels from this one up count as high-risk (portal-spec 5: the high-risk flag stops above 4). */
  highRiskFromLevel: number;
  /** Share (0-1) of insured people in a high-risk occupation. */
  highRiskShare: Thresholds;
  insuredCount: Thresholds;
  /** The largest sum insured of one person, in fen. */
  sumPerPersonFen: Thresholds;
  /** The sums insured of everyone together, in fen. */
  totalSumFen: Thresholds;
}

export type RiskMeasure = Exclude<keyof UnderwritingRules, 'highRiskFromLevel'>;
export const RISK_MEASURES: readonly RiskMeasure[] = ['highRiskShare', 'insuredCount', 'sumPerPersonFen', 'totalSumFen'];

/** What the rules look at in one policy. */
export interface RiskFacts {
  insuredCount: number;
  /** Each insured person's occupation level, when the product asks for one. */
  occupationLevels: readonly (number | undefined)[];
  sumPerPersonFen: number;
}

export const RISK_LEVELS = ['none', 'notify', 'upload', 'refuse'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export interface RiskReason {
  measure: RiskMeasure;
  level: Exclude<RiskLevel, 'none'>;
  value: number;
  limit: number;
}

export interface RiskAssessment {
  level: RiskLevel;
  flags: Record<RiskFlag, '0' | '1'>;
  reasons: RiskReason[];
  highRiskCount: number;
}

function measuresOf(rules: UnderwritingRules, facts: RiskFacts) {
  const highRiskCount = facts.occupationLevels.filter((level) => level !== undefined && level >= rules.highRiskFromLevel).length;
  const values: Record<RiskMeasure, number> = {
    highRiskShare: facts.insuredCount > 0 ? highRiskCount / facts.insuredCount : 0,
    insuredCount: facts.insuredCount,
    sumPerPersonFen: facts.sumPerPersonFen,
    totalSumFen: facts.sumPerPersonFen * facts.insuredCount,
  };
  return { highRiskCount, values };
}

const rank = (level: RiskLevel) => RISK_LEVELS.indexOf(level);

/** The highest threshold a value reaches, with its limit. */
function reached(thresholds: Thresholds, value: number): Pick<RiskReason, 'level' | 'limit'> | undefined {
  for (const level of ['refuse', 'upload', 'notify'] as const) {
    const limit = thresholds[level];
    if (limit !== undefined && value >= limit) return { level, limit };
  }
  return undefined;
}

/**
 * The risk of one policy under its product's rules. The flags follow the level: riskIntegralFlag when any rule
 * is reached, riskNotifyFlag when a notice is due, riskUploadFlag when the signed and sealed notice must be
 * uploaded before payment.
 */
export function assessRisk(rules: UnderwritingRules, facts: RiskFacts): RiskAssessment {
  const { highRiskCount, values } = measuresOf(rules, facts);
  const reasons = RISK_MEASURES.flatMap((measure) => {
    const hit = reached(rules[measure], values[measure]);
    return hit ? [{ measure, value: values[measure], ...hit }] : [];
  });
  const level = reasons.reduce<RiskLevel>((worst, reason) => (rank(reason.level) > rank(worst) ? reason.level : worst), 'none');
  const flag = (on: boolean) => (on ? '1' : '0');
  return {
    level,
    reasons,
    highRiskCount,
    flags: {
      riskIntegralFlag: flag(level !== 'none'),
      riskNotifyFlag: flag(rank(level) >= rank('notify')),
      riskUploadFlag: flag(rank(level) >= rank('upload')),
    },
  };
}

/** The flags a product shows before any policy: which checks its rules can ever ask for. */
export function productRiskFlags(rules: UnderwritingRules): Record<RiskFlag, '0' | '1'> {
  const any = (level: keyof Thresholds) => RISK_MEASURES.some((measure) => rules[measure][level] !== undefined);
  const flag = (on: boolean) => (on ? '1' : '0');
  return { riskIntegralFlag: flag(any('notify') || any('upload') || any('refuse')), riskNotifyFlag: flag(any('notify') || any('upload')), riskUploadFlag: flag(any('upload')) };
}

const MEASURE_NAMES: Record<ContentLanguage, Record<RiskMeasure, string>> = {
  zh: { highRiskShare: '高风险职业人员占比', insuredCount: '参保人数', sumPerPersonFen: '每人最高保险金额', totalSumFen: '全单保险金额合计' },
  en: { highRiskShare: 'Share in high-risk occupations', insuredCount: 'Number insured', sumPerPersonFen: 'Highest sum insured per person', totalSumFen: 'Total sum insured' },
};
const LEVEL_NAMES: Record<ContentLanguage, Record<Exclude<RiskLevel, 'none'>, string>> = {
  zh: { notify: '须告知风险', upload: '须签章上传风险告知书', refuse: '超出承保范围' },
  en: { notify: 'the risk must be disclosed', upload: 'a signed and sealed risk notice must be uploaded', refuse: 'outside the cover offered' },
};

function formatMeasure(measure: RiskMeasure, value: number, language: ContentLanguage): string {
  if (measure === 'highRiskShare') return `${Math.round(value * 1000) / 10}%`;
  if (measure === 'insuredCount') return language === 'zh' ? `${value}人` : String(value);
  if (language === 'en') return `CNY ${(value / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
  return `${(value / 1_000_000).toLocaleString('zh-CN', { maximumFractionDigits: 2 })}万元`;
}

/**
 * A reached rule in the words the notice and the dialog print: 高风险职业人员占比 40%（≥30%，须签章上传风险告知书）, or
 * "Share in high-risk occupations 40% (≥ 30%: a signed and sealed risk notice must be uploaded)".
 */
export function riskReasonText(reason: RiskReason, language: ContentLanguage = 'zh'): string {
  const [name, value, limit, level] = [
    MEASURE_NAMES[language][reason.measure],
    formatMeasure(reason.measure, reason.value, language),
    formatMeasure(reason.measure, reason.limit, language),
    LEVEL_NAMES[language][reason.level],
  ];
  return language === 'zh' ? `${name} ${value}（≥${limit}，${level}）` : `${name} ${value} (≥ ${limit}: ${level})`;
}

/** The product's rules in words, one line per threshold (the Chinese notice). */
export function underwritingRuleTexts(rules: UnderwritingRules): string[] {
  return RISK_MEASURES.flatMap((measure) =>
    (['notify', 'upload', 'refuse'] as const).flatMap((level) => {
      const limit = rules[measure][level];
      return limit === undefined ? [] : [`${MEASURE_NAMES.zh[measure]}达到${formatMeasure(measure, limit, 'zh')}：${LEVEL_NAMES.zh[level]}`];
    }),
  );
}
