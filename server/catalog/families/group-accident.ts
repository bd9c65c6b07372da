import { type LocalText, type OccupationLevel, t } from '../../../domain/catalog';
import { amount } from '../content/html';
import { assembleProduct, type CommonInput, wholeYuanFen } from './common';
import { employeeGroupTerms, LEVEL_LOADINGS, levelsText, STANDARD_SHORT_TERM } from './group-terms';

export interface GroupAccidentPlanInput {
  readonly planCode: string;
  readonly planName: LocalText;
  readonly deathFen: number;
  readonly medicalFen: number;
  /** Daily hospital allowance; paid up to 180 days. */
  readonly allowancePerDayFen?: number;
  /** Demo premium per person per year at occupation level 1, in yuan; other levels follow LEVEL_LOADINGS. */
  readonly levelOneYuan: number;
  /** The insured may name designated beneficiaries. */
  readonly designatedBeneficiaries?: boolean;
}

export interface GroupAccidentInput extends CommonInput {
  readonly levels: readonly OccupationLevel[];
  readonly plans: readonly GroupAccidentPlanInput[];
  readonly minInsured?: number;
  readonly maxInsured?: number;
  readonly refusedCodes?: readonly string[];
}

const ALLOWANCE_DAYS = 180;
const MEDICAL_DEDUCTIBLE_FEN = 10_000;

/** A group accident product: death, disability, accident medical (and hospital allowance), priced per level. */
export function groupAccidentProduct(input: GroupAccidentInput) {
  const minInsured = input.minInsured ?? 3;
  const plans = input.plans.map((p) => ({
    planCode: p.planCode,
    planName: p.planName,
    ...(p.designatedBeneficiaries && { designatedBeneficiaries: true }),
    duties: [
      { dutyCode: 'death', dutyName: t('意外身故', 'Accidental death'), kind: 'accidentDeath' as const, sumInsuredFen: p.deathFen },
      { dutyCode: 'disability', dutyName: t('意外伤残', 'Accidental disability'), kind: 'accidentDisability' as const, sumInsuredFen: p.deathFen, note: t('按伤残等级比例给付', 'Paid by disability grade') },
      {
        dutyCode: 'medical',
        dutyName: t('意外医疗', 'Accident medical'),
        kind: 'accidentMedical' as const,
        sumInsuredFen: p.medicalFen,
        deductibleFen: MEDICAL_DEDUCTIBLE_FEN,
        reimbursementPercent: 90,
      },
      ...(p.allowancePerDayFen
        ? [{
            dutyCode: 'allowance',
            dutyName: t('意外住院津贴', 'Accident hospital allowance'),
            kind: 'hospitalAllowance' as const,
            sumInsuredFen: p.allowancePerDayFen * ALLOWANCE_DAYS,
            note: t(`每日${amount(p.allowancePerDayFen).zh}，最长${ALLOWANCE_DAYS}天`, `${amount(p.allowancePerDayFen).en} a day, up to ${ALLOWANCE_DAYS} days`),
          }]
        : []),
    ],
  }));
  const byPlan = Object.fromEntries(
    input.plans.map((p) => [p.planCode, Object.fromEntries(input.levels.map((level) => [level, wholeYuanFen(p.levelOneYuan * LEVEL_LOADINGS[level])]))]),
  );
  return assembleProduct(input, 'accident', {
    type: 'group-accident',
    plans,
    rating: { model: 'level-premium', ratesAreDemo: true, term: STANDARD_SHORT_TERM, byPlan },
    ...employeeGroupTerms(input, minInsured, input.maxInsured ?? 1000),
    insuredRule: t(
      `被保险人须为投保单位在职员工，年龄16-65周岁，从事${levelsText(input.levels).zh}，身体健康、能正常工作。`,
      `Insureds are employees aged 16-65 in ${levelsText(input.levels).en}, in good health and working normally.`,
    ),
    rules: [
      t(`承保职业：${levelsText(input.levels).zh}；拒保职业见职业分类表。`, `Accepted: ${levelsText(input.levels).en}; refused occupations are marked in the occupation table.`),
      t(`被保险人年龄16-65周岁，单张保单不少于${minInsured}人。`, `Insureds aged 16-65, at least ${minInsured} per policy.`),
      t('保险期间1-12个月，不足一年按短期费率计收。', 'Cover for 1-12 months; shorter than a year at the short-term rate.'),
      t('意外医疗免赔额100元，按90%比例赔付。', 'Accident medical: CNY 100 deductible, 90% paid.'),
    ],
  });
}
