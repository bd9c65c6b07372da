import { ageOn, addDays } from '../validators';
import type { CensusLimits, DutyTemplate } from './template';

/** Relation to the employee, as the order's codes: 1 the employee, 2 spouse, 3 child. */
export type CensusRelation = '1' | '2' | '3';
export type Gender = 'M' | 'F';

/** One person of a company's census: an employee or a dependant. */
export interface CensusMember {
  name: string;
  idType: string;
  idNumber: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  gender: Gender;
  relationship: CensusRelation;
  /** A dependant's employee, by ID number. */
  employeeIdNumber?: string;
}

export type CensusPerson = Pick<CensusMember, 'birthDate' | 'gender' | 'relationship'>;

export type CensusProblemCode = 'CENSUS_TOO_FEW_EMPLOYEES' | 'CENSUS_TOO_MANY_MEMBERS' | 'CENSUS_MEMBER_TOO_YOUNG' | 'CENSUS_MEMBER_TOO_OLD' | 'CENSUS_TOO_MANY_OLDER';

export interface CensusProblem {
  code: CensusProblemCode;
  /** The member's index in the census, for a problem of one member. */
  index?: number;
  params: Record<string, number>;
}

/** The index of the band an age falls in, or -1. */
export function bandIndexOf(bands: DutyTemplate['ageBands'], age: number): number {
  return bands.findIndex((band) => age >= band.minAge && age <= band.maxAge);
}

export const employeeCount = (members: readonly CensusPerson[]) => members.filter((member) => member.relationship === '1').length;

/** Whether the product can quote the census at this date: group size, each member's age, the share of older members. */
export function checkCensus(limits: CensusLimits, members: readonly CensusPerson[], quoteDate: string): CensusProblem[] {
  const problems: CensusProblem[] = [];
  const employees = employeeCount(members);
  if (employees < limits.minEmployees) problems.push({ code: 'CENSUS_TOO_FEW_EMPLOYEES', params: { min: limits.minEmployees, count: employees } });
  if (members.length > limits.maxMembers) problems.push({ code: 'CENSUS_TOO_MANY_MEMBERS', params: { max: limits.maxMembers, count: members.length } });
  const youngestBirth = addDays(quoteDate, -limits.minAgeDays);
  let older = 0;
  members.forEach((member, index) => {
    if (member.birthDate > youngestBirth) problems.push({ code: 'CENSUS_MEMBER_TOO_YOUNG', index, params: { minDays: limits.minAgeDays } });
    const age = ageOn(member.birthDate, quoteDate);
    if (age > limits.maxAge) problems.push({ code: 'CENSUS_MEMBER_TOO_OLD', index, params: { max: limits.maxAge, age } });
    if (age >= limits.older.age) older++;
  });
  if (members.length > 0 && older / members.length > limits.older.maxShare) {
    problems.push({ code: 'CENSUS_TOO_MANY_OLDER', params: { age: limits.older.age, maxPercent: Math.round(limits.older.maxShare * 100), percent: Math.round((older / members.length) * 100) } });
  }
  return problems;
}
