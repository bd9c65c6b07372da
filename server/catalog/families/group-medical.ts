import { type AgeBand, type LocalText, t } from '../../../domain/catalog';
import { assembleProduct, type CommonInput, wholeYuanFen } from './common';

export interface MedicalPlanInput {
  readonly planCode: string;
  readonly planName: LocalText;
  readonly inpatientFen: number;
  readonly outpatientFen?: number;
  readonly maternityFen?: number;
  readonly reimbursementPercent: number;
  readonly deductibleFen: number;
  /** Demo annual premium per person for ages 18-30, in yuan; other bands follow AGE_LOADINGS. */
  readonly adultYuan: number;
}

export interface GroupMedicalInput extends CommonInput {
  readonly plans: readonly MedicalPlanInput[];
  readonly minInsured?: number;
}

const AGE_BANDS: AgeBand[] = [
  { minAge: 0, maxAge: 17 },
  { minAge: 18, maxAge: 30 },
  { minAge: 31, maxAge: 40 },
  { minAge: 41, maxAge: 50 },
  { minAge: 51, maxAge: 60 },
  { minAge: 61, maxAge: 65 },
];
const AGE_LOADINGS = [0.85, 1, 1.2, 1.55, 2.2, 2.9];
const GROUP_SIZE_FACTORS = [
  { minInsured: 1, factor: 1 },
  { minInsured: 30, factor: 0.95 },
  { minInsured: 100, factor: 0.9 },
];

/** Group medical (quoted by age band and headcount): inpatient, outpatient, maternity. */
export function groupMedicalProduct(input: GroupMedicalInput) {
  const minInsured = input.minInsured ?? 5;
  const plans = input.plans.map((p) => ({
    planCode: p.planCode,
    planName: p.planName,
    duties: [
      { dutyCode: 'inpatient', dutyName: t('住院医疗', 'Inpatient'), kind: 'medical' as const, sumInsuredFen: p.inpatientFen, deductibleFen: p.deductibleFen, reimbursementPercent: p.reimbursementPercent },
      ...(p.outpatientFen ? [{ dutyCode: 'outpatient', dutyName: t('门急诊医疗', 'Outpatient'), kind: 'outpatient' as const, sumInsuredFen: p.outpatientFen, reimbursementPercent: p.reimbursementPercent }] : []),
      ...(p.maternityFen ? [{ dutyCode: 'maternity', dutyName: t('生育医疗', 'Maternity'), kind: 'maternity' as const, sumInsuredFen: p.maternityFen }] : []),
    ],
  }));
  const byPlan = Object.fromEntries(input.plans.map((p) => [p.planCode, AGE_LOADINGS.map((loading) => wholeYuanFen(p.adultYuan * loading))]));
  return assembleProduct(input, 'medical', {
    type: 'medical',
    plans,
    rating: { model: 'age-band', ratesAreDemo: true, ageBands: AGE_BANDS, byPlan, groupSizeFactors: GROUP_SIZE_FACTORS },
    ageRule: { minDays: 30, maxYears: 65 },
    group: { minInsured, maxInsured: 3000 },
    addressFile: 'common',
    startDate: { earliestInDays: 1, latestInDays: 60 },
    holderTypes: ['C'],
    invoiceMethod: 'electronic',
    payMethods: ['88', '89', '3', '0'],
    payProviders: { '88': 'transfer', '89': 'transfer', '3': 'wechat', '0': 'wechat' },
    holderRule: t(`投保单位须为依法成立的法人组织，参保员工不少于${minInsured}人且不低于在职员工总数的75%。`, `The policyholder must be a legal entity insuring at least ${minInsured} employees and 75% of its staff.`),
    insuredRule: t('被保险人为投保单位在职员工（65周岁以下）及其配偶、子女（出生满30天）。', 'Insureds are employees under 65 and their spouses and children (from 30 days old).'),
    rules: [
      t('按年龄段及方案报价，参保30人以上享团体折扣。', 'Quoted by age band and plan; groups of 30 or more get a discount.'),
      t('等待期30天，续保及意外事故无等待期。', '30-day waiting period, none on renewal or after an accident.'),
      t('直付网络医院就医免垫付。', 'No payment up front at direct-billing hospitals.'),
    ],
  });
}
