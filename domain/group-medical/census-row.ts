import type { CensusColumn, CensusMemberInput } from '../api/quotation';
import { checkDate, checkPersonIdNumber, checkPersonName, type ValidationCode } from '../validators';
import type { CensusRelation } from './census';

export interface CensusRowProblem {
  column: CensusColumn;
  code: ValidationCode | 'CENSUS_RELATIONSHIP' | 'CENSUS_EMPLOYEE_MISSING' | 'CENSUS_EMPLOYEE_NOT_FOUND';
}

const RELATIONS: Record<string, CensusRelation> = { '1': '1', 本人: '1', 员工: '1', '2': '2', 配偶: '2', '3': '3', 子女: '3' };
const GENDERS: Record<string, 'M' | 'F'> = { M: 'M', 男: 'M', F: 'F', 女: 'F' };

/** One census row, as typed in the sheet: a member when every cell is right, else the cells that are wrong. */
export function censusMemberOf(cells: Readonly<Record<CensusColumn, string>>, today: string): { member?: CensusMemberInput; problems: CensusRowProblem[] } {
  const problems: CensusRowProblem[] = [];
  const name = checkPersonName(cells.name, 'insured');
  if (!name.ok) problems.push({ column: 'name', code: name.code });
  const idType = cells.idType.trim() || '1';
  const id = checkPersonIdNumber(idType, cells.idNumber, today);
  if (!id.ok) problems.push({ column: 'idNumber', code: id.code === 'ID_TYPE_REQUIRED' ? id.code : 'INSURED_ID_NUMBER_INVALID' });
  const derived = id.ok && 'birthDate' in id ? { birthDate: id.birthDate, gender: id.gender } : undefined;
  const birthDate = derived?.birthDate ?? cells.birthDate.trim();
  // A bad ID card number is the one problem of its row: the birth date and gender it would give are not asked for.
  const dateOk = derived !== undefined || checkDate(birthDate).ok;
  if (id.ok && !dateOk) problems.push({ column: 'birthDate', code: birthDate === '' ? 'BIRTH_DATE_REQUIRED' : 'DATE_FORMAT' });
  const gender = derived?.gender ?? GENDERS[cells.gender.trim().toUpperCase()];
  if (id.ok && !gender) problems.push({ column: 'gender', code: 'INSURED_INCOMPLETE' });
  const relationship = RELATIONS[cells.relationship.trim() || '1'];
  if (!relationship) problems.push({ column: 'relationship', code: 'CENSUS_RELATIONSHIP' });
  const employeeIdNumber = cells.employeeIdNumber.trim().toUpperCase();
  if (relationship && relationship !== '1' && employeeIdNumber === '') problems.push({ column: 'employeeIdNumber', code: 'CENSUS_EMPLOYEE_MISSING' });
  if (problems.length > 0 || !gender || !relationship) return { problems };
  return {
    member: {
      name: name.value ?? cells.name.trim(),
      idType,
      idNumber: cells.idNumber.trim().toUpperCase(),
      birthDate,
      gender,
      relationship,
      ...(relationship !== '1' && { employeeIdNumber }),
    },
    problems,
  };
}

/** Dependants whose employee is not an employee of the same census. */
export function orphanDependants(members: readonly { index: number; member: CensusMemberInput }[]): number[] {
  const employees = new Set(members.filter(({ member }) => member.relationship === '1').map(({ member }) => member.idNumber));
  return members.filter(({ member }) => member.employeeIdNumber !== undefined && !employees.has(member.employeeIdNumber)).map(({ index }) => index);
}
