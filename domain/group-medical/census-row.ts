import type { CensusColumn, CensusMemberInput } from '../api/quotation';
import { checkDate, checkPersonIdNumber, checkPersonName, type ValidationCode } from '../validators';
import type { CensusRelation } from './census';

export interface CensusRowProblem {
  column: CensusColumn;
  code: ValidationCode | 'CENSUS_RELATIONSHIP' | 'CENSUS_EMPLOYEE_MISSING';
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
  if (!derived) {
    const date = checkDate(birthDate);
    if (!date.ok) problems.push({ column: 'birthDate', code: birthDate === '' ? 'BIRTH_DATE_REQUIRED' : date.code });
  }
  const gender = derived?.gender ?? GENDERS[cells.gender.trim().toUpperCase()];
  if (!gender) problems.push({ column: 'gender', code: 'INSURED_INCOMPLETE' });
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
