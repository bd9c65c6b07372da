import { describe, expect, it } from 'vitest';
import { fictionalIdNumber } from '../../../domain/validators';
import { indexOccupations } from './occupations';
import { guessIdType, parsePastedList } from './paste';

const TODAY = '2025-05-01';
const occupations = indexOccupations([
  { value: '01', text: '一般职业', disabled: false, children: [{ value: '0101', text: '公司', disabled: false, children: [{ value: '0101002', text: '外勤人员', disabled: false, occulevel: '2' }] }] },
]);

describe('pasted insured lists', () => {
  it('reads "姓名 证件号码 职业代码" lines, filling birth date, gender, occupation and class', () => {
    const man = fictionalIdNumber('440305', '1979-05-02', 135);
    const woman = fictionalIdNumber('310104', '1988-11-20', 246);
    const { rows, rejected } = parsePastedList(`赵大伟 ${man} 0101002\n\n李晓红\t${woman},0101002\r\n`, TODAY, occupations);
    expect(rejected).toEqual([]);
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      { name: '赵大伟', idType: '1', idNumber: man, birthDate: '1979-05-02', gender: 'M', occupationCode: '0101002', occupationName: '外勤人员', occulevel: '2', biddingDocumentid: '2', mobile: '' },
      { name: '李晓红', idType: '1', idNumber: woman, birthDate: '1988-11-20', gender: 'F', occupationCode: '0101002', occupationName: '外勤人员', occulevel: '2', biddingDocumentid: '2', mobile: '' },
    ]);
  });

  it('keeps English names with spaces, and takes other numbers as passports', () => {
    const { rows } = parsePastedList('John Smith E12345678 0101002', TODAY, occupations);
    expect(rows[0]).toMatchObject({ name: 'John Smith', idType: '2', idNumber: 'E12345678', birthDate: '', gender: '' });
  });

  it('clears a bad ID card number and says which line it was on; an unknown occupation stays as a code', () => {
    const valid = fictionalIdNumber('110101', '1990-03-07', 123);
    const wrong = valid.slice(0, 17) + (valid[17] === '1' ? '2' : '1');
    const { rows, rejected } = parsePastedList(`王小明 ${wrong} 7777777`, TODAY, occupations);
    expect(rejected).toEqual([{ line: 1, name: '王小明' }]);
    expect(rows[0]).toMatchObject({ idNumber: '', occupationCode: '7777777', occupationName: '', occulevel: '' });
  });

  it('guesses the document type from the number', () => {
    expect(guessIdType('11010119900307123X')).toBe('1');
    expect(guessIdType('810000199001011234')).toBe('26');
    expect(guessIdType('E12345678')).toBe('2');
  });
});
