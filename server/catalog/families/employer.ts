import { type LocalText, type OccupationLevel, t } from '../../../domain/catalog';
import { assembleProduct, type CommonInput } from './common';
import { employeeGroupTerms, LEVEL_LOADINGS, levelsText, STANDARD_SHORT_TERM } from './group-terms';

export interface EmployerPlanInput {
  readonly planCode: string;
  readonly planName: LocalText;
  /** Death and disability limit per employee: the basis of the premium. */
  readonly limitFen: number;
  readonly medicalFen: number;
  /** Lost-wages limit per employee. */
  readonly wagesFen?: number;
}

export interface EmployerInput extends CommonInput {
  readonly levels: readonly OccupationLevel[];
  readonly plans: readonly EmployerPlanInput[];
  /** Demo rate at level 1 (fraction of the limit per year, or per month when monthly). */
  readonly levelOneRate: number;
  readonly minimumPremiumPerPersonFen: number;
  /** Field staff hired by the month: priced per month, up to this many months. */
  readonly monthlyUpTo?: number;
  readonly minInsured?: number;
  readonly refusedCodes?: readonly string[];
}

/** Employer's liability: death/disability limit x the level's rate, medical and lost wages alongside. */
export function employerLiabilityProduct(input: EmployerInput) {
  const minInsured = input.minInsured ?? 3;
  const plans = input.plans.map((p) => ({
    planCode: p.planCode,
    planName: p.planName,
    duties: [
      { dutyCode: 'death', dutyName: t('雇员死亡赔偿', 'Employee death'), kind: 'employerLiability' as const, sumInsuredFen: p.limitFen },
      { dutyCode: 'disability', dutyName: t('雇员伤残赔偿', 'Employee disability'), kind: 'employerLiability' as const, sumInsuredFen: p.limitFen, note: t('按伤残等级比例赔偿', 'Paid by disability grade') },
      { dutyCode: 'medical', dutyName: t('医疗费用', 'Medical costs'), kind: 'accidentMedical' as const, sumInsuredFen: p.medicalFen, deductibleFen: 50_000, reimbursementPercent: 100 },
      ...(p.wagesFen ? [{ dutyCode: 'wages', dutyName: t('误工费用', 'Lost wages'), kind: 'hospitalAllowance' as const, sumInsuredFen: p.wagesFen }] : []),
    ],
  }));
  // Demo rates to six decimals, so a premium reads as a plain multiplication.
  const rates = Object.fromEntries(input.levels.map((level) => [level, Number((input.levelOneRate * LEVEL_LOADINGS[level]).toFixed(6))]));
  const monthly = input.monthlyUpTo !== undefined;
  return assembleProduct(input, 'employer', {
    type: 'group-accident',
    plans,
    rating: {
      model: 'level-rate',
      ratesAreDemo: true,
      term: monthly ? { kind: 'monthly', maxMonths: input.monthlyUpTo! } : STANDARD_SHORT_TERM,
      basisDutyCode: 'death',
      minimumPremiumPerPersonFen: input.minimumPremiumPerPersonFen,
      byPlan: Object.fromEntries(input.plans.map((p) => [p.planCode, rates])),
    },
    ...employeeGroupTerms(input, minInsured, 2000),
    insuredRule: t(
      `被保险人为与投保单位签订劳动合同的雇员，年龄16-65周岁，从事${levelsText(input.levels).zh}。`,
      `Insureds are employees under labour contracts, aged 16-65, in ${levelsText(input.levels).en}.`,
    ),
    rules: [
      t(`承保职业：${levelsText(input.levels).zh}。`, `Accepted: ${levelsText(input.levels).en}.`),
      monthly
        ? t(`按月投保，保险期间1-${input.monthlyUpTo}个月，保费按月计收。`, `Insured by the month, 1-${input.monthlyUpTo} months, premium charged monthly.`)
        : t('保险期间1-12个月，不足一年按短期费率计收。', 'Cover for 1-12 months; shorter than a year at the short-term rate.'),
      t('医疗费用每次事故免赔额500元。', 'Medical costs: CNY 500 deductible per accident.'),
    ],
  });
}
