import { emptyInsured, type InsuredValues } from './application';

/**
 * Rows pasted from the template (tab-separated from a spreadsheet, or commas): name, English name, ID type,
 * ID number, date of birth, gender. The header row and blank lines are skipped.
 */
export function parseInsuredRows(text: string): InsuredValues[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.split(/\t|,|，/).map((cell) => cell.trim()))
    .filter((cells) => cells.some(Boolean) && !/^(姓名|name)/i.test(cells[0]))
    .map(([name = '', enName = '', idType = '1', idNumber = '', birthDate = '', gender = '']) => ({
      ...emptyInsured(),
      name,
      enName: enName.toUpperCase(),
      idType: idType || '1',
      idNumber,
      birthDate: /^\d{4}-\d{2}-\d{2}$/.test(birthDate) ? birthDate : '',
      gender: gender.toUpperCase() === 'M' || gender.toUpperCase() === 'F' ? (gender.toUpperCase() as 'M' | 'F') : '',
    }));
}
