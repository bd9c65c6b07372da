import type { Duty, Plan } from '../catalog';
import type { Fen } from '../money';

/** Schengen visas need at least EUR 30,000 of medical cover, taken as 300,000 yuan (storefront-spec 9). */
export const SCHENGEN_MINIMUM_MEDICAL_FEN: Fen = 30_000_000;
/** Over this age a single trip may last at most SENIOR_MAX_TRIP_DAYS (storefront-spec 5). */
export const SENIOR_TRIP_AGE = 75;
export const SENIOR_MAX_TRIP_DAYS = 60;

/** Death cover of minors is capped: 200,000 yuan under 10, 500,000 yuan from 10 to under 18. */
export const MINOR_DEATH_CAPS: readonly { readonly belowAge: number; readonly capFen: Fen }[] = [
  { belowAge: 10, capFen: 20_000_000 },
  { belowAge: 18, capFen: 50_000_000 },
];

export type CoverReduction = 'senior-half' | 'senior-quarter' | 'minor-cap';

export interface InsuredCover {
  readonly dutyCode: string;
  readonly sumInsuredFen: Fen;
  /** Present when the age changed the cover: the plan's figure and why it changed. */
  readonly planSumInsuredFen?: Fen;
  readonly reduction?: CoverReduction;
}

const DEATH_DISABILITY: readonly Duty['kind'][] = ['accidentDeath', 'accidentDisability'];
const MEDICAL: readonly Duty['kind'][] = ['medical', 'accidentMedical'];

function seniorShare(age: number): { divisor: number; reduction: CoverReduction } | null {
  if (age >= 81 && age <= 90) return { divisor: 4, reduction: 'senior-quarter' };
  if (age >= 71 && age <= 80) return { divisor: 2, reduction: 'senior-half' };
  return null;
}

/**
 * The cover one traveller actually has on a plan: ages 71-80 get half and 81-90 a quarter of death and disability
 * (and medical on some plans) for the same premium; minors' death cover is capped. Halving rounds down to the fen.
 */
export function coverForAge(plan: Plan, age: number): InsuredCover[] {
  const reduced = plan.travel?.seniorCoverReduction;
  const reducedKinds = reduced === 'death-disability-medical' ? [...DEATH_DISABILITY, ...MEDICAL] : reduced ? DEATH_DISABILITY : [];
  const senior = seniorShare(age);
  const minorCap = MINOR_DEATH_CAPS.find((cap) => age < cap.belowAge)?.capFen;
  return plan.duties.map((duty) => {
    if (senior && reducedKinds.includes(duty.kind)) {
      const sumInsuredFen = Math.floor(duty.sumInsuredFen / senior.divisor);
      return { dutyCode: duty.dutyCode, sumInsuredFen, planSumInsuredFen: duty.sumInsuredFen, reduction: senior.reduction };
    }
    if (plan.travel && minorCap !== undefined && duty.kind === 'accidentDeath' && duty.sumInsuredFen > minorCap) {
      return { dutyCode: duty.dutyCode, sumInsuredFen: minorCap, planSumInsuredFen: duty.sumInsuredFen, reduction: 'minor-cap' };
    }
    return { dutyCode: duty.dutyCode, sumInsuredFen: duty.sumInsuredFen };
  });
}

/** The medical cover a Schengen plan keeps at the worst age it sells to (after any senior reduction). */
export function lowestSchengenMedicalFen(plan: Plan, maxAge: number): Fen {
  const medical = plan.duties.filter((duty) => duty.kind === 'medical').reduce((total, duty) => total + duty.sumInsuredFen, 0);
  const divisor = plan.travel?.seniorCoverReduction === 'death-disability-medical' ? (maxAge > 80 ? 4 : maxAge > 70 ? 2 : 1) : 1;
  return Math.floor(medical / divisor);
}
