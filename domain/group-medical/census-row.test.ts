import { describe, expect, it } from 'vitest';
import { fictionalIdNumber } from '../validators';
import { censusMemberOf, orphanDependants } from './census-row';

const TODAY = '2026-11-25';
const cells = (overrides: Partial<Record<'name' | 'idType' | 'idNumber' | 'birthDate' | 'gender' | 'relationship' | 'employeeIdNumber', string>>) => ({
  name: '周明远',
  idType: '1',
  idNumber: fictionalIdNumber('320102', '1985-06-15', 11),
  birthDate: '',
  gender: '',
  relationship: '',
  employeeIdNumber: '',
  ...overrides,
});

describe('a census row', () => {
  it('takes birth date and gender from an ID card, and an empty relationship as the employee', () => {
    expect(censusMemberOf(cells({}), TODAY)).toEqual({
      member: { name: '周明远', idType: '1', idNumber: fictionalIdNumber('320102', '1985-06-15', 11), birthDate: '1985-06-15', gender: 'M', relationship: '1' },
      problems: [],
    });
  });

  it('names only the ID number when an ID card number is wrong', () => {
    expect(censusMemberOf(cells({ idNumber: '320102198001011234' }), TODAY).problems.map((p) => p.column)).toEqual(['idNumber']);
  });

  it('asks a passport holder for birth date and gender, and a dependant for the employee', () => {
    const passport = cells({ idType: '2', idNumber: 'E12345678', relationship: '配偶' });
    expect(censusMemberOf(passport, TODAY).problems.map((p) => [p.column, p.code])).toEqual([
      ['birthDate', 'BIRTH_DATE_REQUIRED'],
      ['gender', 'INSURED_INCOMPLETE'],
      ['employeeIdNumber', 'CENSUS_EMPLOYEE_MISSING'],
    ]);
    const complete = censusMemberOf({ ...passport, birthDate: '1990-02-03', gender: '女', employeeIdNumber: 'x1' }, TODAY);
    expect(complete.member).toMatchObject({ birthDate: '1990-02-03', gender: 'F', relationship: '2', employeeIdNumber: 'X1' });
  });

  it('finds dependants whose employee is not in the census', () => {
    const employee = { name: 'a', idType: '1', idNumber: 'E1', birthDate: '1980-01-01', gender: 'M' as const, relationship: '1' as const };
    const child = { ...employee, idNumber: 'C1', relationship: '3' as const, employeeIdNumber: 'E1' };
    const stray = { ...child, idNumber: 'C2', employeeIdNumber: 'E9' };
    expect(orphanDependants([employee, child, stray].map((member, index) => ({ index, member })))).toEqual([2]);
  });
});
