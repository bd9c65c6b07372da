import { type AgeBand, type AgeRule, type Duty, type LocalText, t, type TravelTerms } from '../../../domain/catalog';
import { INSURERS } from '../parties';
import { assembleProduct, type CommonInput, wholeYuanFen } from './common';

export interface TravelCover {
  readonly medicalFen: number;
  readonly deathFen: number;
  readonly evacuationFen: number;
  readonly repatriationFen?: number;
  readonly delayFen?: number;
  readonly baggageFen?: number;
  readonly liabilityFen?: number;
  readonly visaRefusalFen?: number;
  readonly tuitionFen?: number;
  readonly covidMedicalFen?: number;
}

export interface TravelPlanInput {
  readonly planCode: string;
  readonly planName: LocalText;
  readonly tripType: TravelTerms['tripType'];
  /** Single trips: the longest policy. Annual: the longest trip the year covers. */
  readonly maxTripDays: number;
  readonly schengen?: boolean;
  readonly destination?: LocalText;
  readonly cover: TravelCover;
  readonly ageRule?: AgeRule;
  readonly seniorCoverReduction?: TravelTerms['seniorCoverReduction'];
  readonly nonRefundableAfterDays?: number;
  /** Demo premium for an adult (18-60): a 7-day trip for single plans, the year for annual ones, in yuan. */
  readonly adultYuan: number;
  /** The insured may name designated beneficiaries. */
  readonly designatedBeneficiaries?: boolean;
}

export interface TravelInput extends CommonInput {
  readonly ageRule: AgeRule;
  readonly destination: LocalText;
  readonly plans: readonly TravelPlanInput[];
}

const AGE_BANDS: AgeBand[] = [
  { minAge: 0, maxAge: 17 },
  { minAge: 18, maxAge: 60 },
  { minAge: 61, maxAge: 70 },
  { minAge: 71, maxAge: 80 },
  { minAge: 81, maxAge: 90 },
];
/** 71-80 and 81-90 pay what 61-70 pay: their cover is reduced instead (storefront-spec 9, "premium unchanged"). */
const AGE_LOADINGS = [0.8, 1, 1.5, 1.5, 1.5];
/** Trip-day bands and what each costs relative to a 7-day trip (demo curve). */
const DAY_BANDS = [3, 5, 7, 10, 15, 20, 31, 45, 62, 92, 183, 366];
const DAY_CURVE = [0.6, 0.8, 1, 1.25, 1.6, 2, 2.8, 3.6, 4.6, 6.4, 10, 16];

export const SCHENGEN_DESTINATION = t('全球（含申根协议国家）', 'Worldwide, including all Schengen states');

function duty(dutyCode: string, dutyName: LocalText, kind: Duty['kind'], sumInsuredFen: number | undefined, note?: LocalText): Duty[] {
  return sumInsuredFen ? [{ dutyCode, dutyName, kind, sumInsuredFen, ...(note && { note }) }] : [];
}

function duties(cover: TravelCover): Duty[] {
  return [
    ...duty('medical', t('境外医疗费用', 'Medical expenses abroad'), 'medical', cover.medicalFen),
    ...duty('evacuation', t('紧急医疗运送及送返', 'Emergency evacuation and repatriation'), 'evacuation', cover.evacuationFen),
    ...duty('remains', t('身故遗体送返', 'Repatriation of remains'), 'repatriation', cover.repatriationFen),
    ...duty('death', t('意外身故', 'Accidental death'), 'accidentDeath', cover.deathFen),
    ...duty('disability', t('意外伤残', 'Accidental disability'), 'accidentDisability', cover.deathFen, t('按JR/T 0083-2013评定，事故后180日内', 'Assessed under JR/T 0083-2013 within 180 days of the accident')),
    ...duty('covid', t('新冠肺炎境外医疗', 'Covid-19 medical abroad'), 'covidMedical', cover.covidMedicalFen),
    ...duty('delay', t('旅行延误', 'Travel delay'), 'travelDelay', cover.delayFen),
    ...duty('baggage', t('随身行李损失', 'Baggage loss'), 'baggage', cover.baggageFen),
    ...duty('liability', t('个人责任', 'Personal liability'), 'personalLiability', cover.liabilityFen),
    ...duty('visaRefusal', t('拒签保障', 'Visa refusal'), 'visaRefusal', cover.visaRefusalFen),
    ...duty('tuition', t('学费损失', 'Tuition reimbursement'), 'tuition', cover.tuitionFen),
  ];
}

function singleTripRates(p: TravelPlanInput) {
  const last = DAY_BANDS.findIndex((days) => days >= p.maxTripDays);
  const bands = DAY_BANDS.slice(0, last + 1);
  return {
    tripType: 'single' as const,
    dayBands: bands.map((maxDays) => ({ maxDays })),
    premiumsFen: bands.map((_, band) => AGE_LOADINGS.map((loading) => wholeYuanFen(p.adultYuan * DAY_CURVE[band] * loading))),
  };
}

function ageText(rule: AgeRule): LocalText {
  const min = rule.minDays !== undefined ? t(`出生满${rule.minDays}天`, `${rule.minDays} days`) : t(`${rule.minYears}周岁`, `${rule.minYears}`);
  return t(`${min.zh}至${rule.maxYears}周岁`, `${min.en} to ${rule.maxYears} years`);
}

/** The single-trip limit the plans really have, and the annual plans' per-trip limit. */
function tripLimitRule(plans: readonly TravelPlanInput[]): LocalText[] {
  const longest = Math.max(0, ...plans.filter((p) => p.tripType === 'single').map((p) => p.maxTripDays));
  const annual = plans.some((p) => p.tripType === 'annual');
  const single = longest > 0 ? t(`单次旅行保险期间1-${longest}天`, `Single trips 1-${longest} days`) : undefined;
  const each = annual ? t('年度计划每次旅行不超过计划载明天数', 'annual plans cover each trip up to the stated days') : undefined;
  const parts = [single, each].filter((part): part is LocalText => part !== undefined);
  return parts.length ? [t(`${parts.map((p) => p.zh).join('；')}。`, `${parts.map((p) => p.en).join('; ')}.`)] : [];
}

/** A travel product: plans by tier and trip type, rated by trip-day band and age band. */
export function travelProduct(input: TravelInput) {
  const insurer = INSURERS[input.insurer];
  const plans = input.plans.map((p) => ({
    planCode: p.planCode,
    planName: p.planName,
    duties: duties(p.cover),
    ...(p.ageRule && { ageRule: p.ageRule }),
    ...(p.designatedBeneficiaries && { designatedBeneficiaries: true }),
    travel: {
      tripType: p.tripType,
      minTripDays: 1,
      maxTripDays: p.maxTripDays,
      destination: p.destination ?? input.destination,
      schengen: p.schengen ?? false,
      seniorCoverReduction: p.seniorCoverReduction === undefined ? ('death-disability' as const) : p.seniorCoverReduction,
      ...(p.nonRefundableAfterDays && { nonRefundableAfterDays: p.nonRefundableAfterDays }),
    },
  }));
  const byPlan = Object.fromEntries(
    input.plans.map((p) => [
      p.planCode,
      p.tripType === 'single'
        ? singleTripRates(p)
        : { tripType: 'annual' as const, premiumsFen: AGE_LOADINGS.map((loading) => wholeYuanFen(p.adultYuan * loading)) },
    ]),
  );
  const planAges = input.plans
    .filter((p) => p.ageRule)
    .map((p) => t(`${p.planName.zh}：${ageText(p.ageRule!).zh}`, `${p.planName.en}: ${ageText(p.ageRule!).en}`));
  return assembleProduct(input, 'travel', {
    type: 'travel',
    benefitGroup: 'overseas-travel',
    plans,
    rating: { model: 'trip-days', ratesAreDemo: true, ageBands: AGE_BANDS, byPlan },
    ageRule: input.ageRule,
    addressFile: 'common',
    startDate: { earliestInDays: 1, latestInDays: 180 },
    holderTypes: ['I', 'C'],
    invoiceMethod: 'electronic',
    payMethods: ['0', '8', '9', '3'],
    payProviders: { '0': 'wechat', '8': 'alipay', '9': 'unionpay', '3': 'wechat' },
    holderRule: t('投保人须为年满18周岁的成年人或依法成立的企业；仅投保人可申请发票，企业抬头发票须由企业投保。', 'The applicant is an adult or a company; only the applicant may receive an invoice, and a company title needs a company applicant.'),
    insuredRule: t(
      `被保险人年龄${ageText(input.ageRule).zh}；75周岁以上单次保险期间不超过60天。`,
      `Insureds aged ${ageText(input.ageRule).en}; over 75, a single period is at most 60 days.`,
    ),
    hotlines: [
      { label: t('客服热线', 'Service line'), number: insurer.hotline, hours: insurer.hotlineHours },
      { label: t('24小时境外救援', '24-hour assistance abroad'), number: insurer.rescueLine ?? insurer.hotline, hours: t('7×24小时', '24/7') },
    ],
    rules: [
      t(`被保险人年龄：${ageText(input.ageRule).zh}。`, `Ages: ${ageText(input.ageRule).en}.`),
      ...planAges,
      ...tripLimitRule(input.plans),
      t('71-80周岁身故、伤残保额减半，81-90周岁为四分之一，保费不变；75周岁以上单次保险期间不超过60天。', 'Ages 71-80: death and disability cover halved, 81-90 quartered, premium unchanged; over 75, at most 60 days per single policy.'),
      t('未成年人身故保额：10周岁以下不超过20万元，10-17周岁不超过50万元。', "Minors' death cover: at most CNY 200,000 under 10 and CNY 500,000 from 10 to 17."),
      t('退保退还保费×(1-已生效天数/总天数)×90%，不足一天按一天计；已发生理赔的不退费。', 'Surrender refunds premium x (1 - days in force / total days) x 90%, part days counting as full days; nothing after a claim was paid.'),
    ],
  });
}
