import type { OccupationLevel } from '../catalog/rating-schema';
import { multiplyFen, roundHalfUp } from '../money';
import { ageOn } from '../validators';
import { bandIndexOf, type CensusPerson, employeeCount } from './census';
import type { DutyTemplate } from './template';

/** What the agent chose: an option for each duty bought, and the company's industry as an occupation level. */
export interface QuotationChoice {
  /** dutyCode -> optionCode. */
  duties: Record<string, string>;
  industryLevel: OccupationLevel;
}

export type ChoiceProblemCode = 'DUTY_REQUIRED' | 'DUTY_UNKNOWN' | 'DUTY_OPTION_UNKNOWN' | 'INDUSTRY_NOT_ACCEPTED';
export interface ChoiceProblem {
  code: ChoiceProblemCode;
  dutyCode?: string;
}

export function checkChoice(template: DutyTemplate, choice: QuotationChoice): ChoiceProblem[] {
  const problems: ChoiceProblem[] = [];
  for (const duty of template.duties) {
    const optionCode = choice.duties[duty.dutyCode];
    if (optionCode === undefined) {
      if (duty.required) problems.push({ code: 'DUTY_REQUIRED', dutyCode: duty.dutyCode });
    } else if (!duty.options.some((option) => option.optionCode === optionCode)) problems.push({ code: 'DUTY_OPTION_UNKNOWN', dutyCode: duty.dutyCode });
  }
  for (const dutyCode of Object.keys(choice.duties)) {
    if (!template.duties.some((duty) => duty.dutyCode === dutyCode)) problems.push({ code: 'DUTY_UNKNOWN', dutyCode });
  }
  if (template.industryFactors[choice.industryLevel] === undefined) problems.push({ code: 'INDUSTRY_NOT_ACCEPTED' });
  return problems;
}

export interface BandSummary {
  minAge: number;
  maxAge: number;
  male: number;
  female: number;
  premiumFen: number;
}

export interface DutyPremium {
  dutyCode: string;
  optionCode: string;
  premiumFen: number;
}

export interface QuotationPrice {
  quoteDate: string;
  employees: number;
  members: number;
  groupSizeFactor: number;
  industryFactor: number;
  bands: BandSummary[];
  duties: DutyPremium[];
  memberPremiumsFen: number[];
  /** The sum of the members' premiums, each rounded to the fen per duty first, so bands and duties add up to it. */
  totalPremiumFen: number;
  ratesAreDemo: true;
}

export function groupSizeFactorOf(template: DutyTemplate, employees: number): number {
  return template.groupSizeFactors.reduce((found, row) => (employees >= row.minEmployees ? row.factor : found), template.groupSizeFactors[0].factor);
}

/**
 * The quotation's premium: for each member and duty bought, the rate of the member's age band (at the quote date)
 * and gender times the group-size and industry factors, rounded to the fen. Assumes checkChoice and checkCensus passed.
 */
export function priceQuotation(template: DutyTemplate, members: readonly CensusPerson[], choice: QuotationChoice, quoteDate: string): QuotationPrice {
  const employees = employeeCount(members);
  const groupSizeFactor = groupSizeFactorOf(template, employees);
  const industryFactor = template.industryFactors[choice.industryLevel];
  if (industryFactor === undefined) throw new RangeError(`industry level ${choice.industryLevel} not accepted`);
  const factor = roundHalfUp(groupSizeFactor * industryFactor, 6);
  const bought = template.duties.flatMap((duty) => {
    const option = duty.options.find((candidate) => candidate.optionCode === choice.duties[duty.dutyCode]);
    if (!option) return [];
    // Few bands and two genders: price each cell once, not once per member.
    const cells = option.ratesFen.map((rate) => ({ M: multiplyFen(rate.M, factor), F: multiplyFen(rate.F, factor) }));
    return [{ dutyCode: duty.dutyCode, optionCode: option.optionCode, cells }];
  });
  const bands: BandSummary[] = template.ageBands.map((band) => ({ ...band, male: 0, female: 0, premiumFen: 0 }));
  const duties: DutyPremium[] = bought.map(({ dutyCode, optionCode }) => ({ dutyCode, optionCode, premiumFen: 0 }));
  const memberPremiumsFen = members.map((member) => {
    const age = ageOn(member.birthDate, quoteDate);
    const bandIndex = bandIndexOf(template.ageBands, age);
    if (bandIndex < 0) throw new RangeError(`age ${age} is in no band`);
    let premium = 0;
    bought.forEach((duty, index) => {
      const fen = duty.cells[bandIndex][member.gender];
      duties[index].premiumFen += fen;
      premium += fen;
    });
    const band = bands[bandIndex];
    if (member.gender === 'M') band.male++;
    else band.female++;
    band.premiumFen += premium;
    return premium;
  });
  return {
    quoteDate,
    employees,
    members: members.length,
    groupSizeFactor,
    industryFactor,
    bands,
    duties,
    memberPremiumsFen,
    totalPremiumFen: memberPremiumsFen.reduce((total, premium) => total + premium, 0),
    ratesAreDemo: true,
  };
}
