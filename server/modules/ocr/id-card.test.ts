import { describe, expect, it } from 'vitest';
import { fictionalIdNumber } from '../../../domain/validators';
import { idCardLines } from '../../../tests/fixtures/ocr-lines';
import { readIdCard } from './id-card';

const TODAY = '2025-06-01';
const person = { name: '林晓峰', gender: 'M' as const, birthDate: '1988-03-17' };
const number = fictionalIdNumber('110101', person.birthDate, 271);

describe('reading an ID card front', () => {
  it('answers name, gender, birth date and a number that passes GB 11643', () => {
    expect(readIdCard(idCardLines(person, number), TODAY)).toEqual({
      info: { name: '林晓峰', sex: '男', num: number, birth: '19880317' },
      corrected: [],
    });
  });

  it('repairs a digit misread in the date part from the printed birth date, and says so', () => {
    const misread = `${number.slice(0, 6)}1988031${'7' === number[13] ? '1' : '7'}${number.slice(14)}`;
    const reading = readIdCard(idCardLines(person, misread), TODAY);
    expect(reading).toMatchObject({ info: { num: number }, corrected: ['num'] });
  });

  it('reads letters that stand for digits and a lower-case check character', () => {
    const female = { name: '周雨', gender: 'F' as const, birthDate: '1990-10-08' };
    // The first even (female) sequence number whose check character is X.
    const withX = Array.from({ length: 500 }, (_, i) => fictionalIdNumber('440106', female.birthDate, i * 2)).find((n) => n.endsWith('X'))!;
    const reading = readIdCard(idCardLines(female, `44O106${withX.slice(6, 17)}x`), TODAY);
    expect(reading).toMatchObject({ info: { num: withX, sex: '女' }, corrected: ['num'] });
  });

  it('flags a number that fails its check and cannot be settled, instead of guessing', () => {
    // Two digits outside the date changed: no single confusion explains it.
    const broken = `${number.slice(0, 2)}${number[2] === '2' ? '3' : '2'}${number.slice(3, 15)}${number[15] === '4' ? '5' : '4'}${number.slice(16)}`;
    expect(readIdCard(idCardLines(person, broken), TODAY)).toEqual({ error: 'ID_NUMBER_UNCERTAIN' });
  });

  it('flags a number whose birth date disagrees with the printed one', () => {
    const other = fictionalIdNumber('110101', '1979-05-02', 271);
    const reading = readIdCard(idCardLines(person, `${other.slice(0, 17)}${other[17] === '0' ? '1' : '0'}`), TODAY);
    expect(reading).toEqual({ error: 'ID_NUMBER_UNCERTAIN' });
  });

  it('reads the name where its small pale label was not read: the name row is the one above gender and ethnicity', () => {
    const withoutLabel = idCardLines(person, number).filter((line) => line.text !== '姓名');
    expect(readIdCard(withoutLabel, TODAY)).toMatchObject({ info: { name: '林晓峰', num: number } });
  });

  it('reads the one-stroke 一 the recogniser returns as a dash, beside the label or without it', () => {
    const cases = [
      { printed: '严轩-', name: '严轩一' },
      { printed: '王－', name: '王一' },
      { printed: '李—诺', name: '李一诺' },
    ];
    for (const { printed, name } of cases) {
      const lines = idCardLines({ ...person, name: printed }, number);
      expect(readIdCard(lines, TODAY)).toMatchObject({ info: { name, num: number } });
      expect(readIdCard(lines.filter((line) => line.text !== '姓名'), TODAY)).toMatchObject({ info: { name } });
    }
  });

  it('keeps the middle dot of a minority name', () => {
    expect(readIdCard(idCardLines({ ...person, name: '阿依古丽·买买提' }, number), TODAY)).toMatchObject({ info: { name: '阿依古丽·买买提' } });
  });

  it('says nothing was recognised when there is no number', () => {
    expect(readIdCard(idCardLines(person, '').slice(0, 5), TODAY)).toEqual({ error: 'NOTHING_RECOGNISED' });
  });
});
