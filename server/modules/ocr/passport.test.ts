import { describe, expect, it } from 'vitest';
import { passportPerson } from '../../../tests/fixtures/documents';
import { ocrLine } from '../../../tests/fixtures/ocr-lines';
import { seededRandom } from '../../../tests/fixtures/random';
import { readPassport } from './passport';

// A fictional Chinese passport holder drawn from a fixed seed.
const holder = passportPerson(seededRandom(7));
const [names, numbers] = holder.mrz;

function page(mrz: [string, ...string[]]) {
  return [
    ocrLine('姓名/Name', 370, 300, 120, 20),
    ocrLine(holder.nameCn || '无', 370, 330),
    ...mrz.map((text, i) => ocrLine(text, 40, 740 + i * 68, text.length * 26, 44)),
  ];
}

describe('reading a passport data page', () => {
  it('takes number, birth date, sex and nationality from the MRZ and the printed Chinese name', () => {
    expect(holder.country).toBe('CHN');
    expect(readPassport(page([names, numbers]))).toEqual({
      info: {
        name: `${holder.surname},${holder.givenNames}`,
        sex: holder.gender,
        passport_no: holder.passportNo,
        birth_date: holder.birthDate.replaceAll('-', ''),
        name_cn: holder.nameCn,
        src_country: 'CHN',
      },
      corrected: [],
    });
  });

  it('reads the one-stroke 一 of the Chinese name the recogniser returns as a dash', () => {
    const [label, , ...mrz] = page([names, numbers]);
    expect(readPassport([label, ocrLine('严轩-', 370, 330), ...mrz])).toMatchObject({ info: { name_cn: '严轩一' } });
  });

  it('copes with fillers cut off and a numbers line split in two boxes', () => {
    const cut = names.replace(/<{3,}$/, '<<');
    const reading = readPassport([...page([cut]), ocrLine(numbers.slice(0, 30), 40, 808, 780, 44), ocrLine(numbers.slice(30), 830, 810, 370, 44)]);
    expect(reading).toMatchObject({ info: { passport_no: holder.passportNo }, corrected: [] });
  });

  it('refuses a number line whose check digits fail', () => {
    const wrong = `${numbers.slice(0, 2)}${numbers[2] === '2' ? '4' : '2'}${numbers[3] === '9' ? '3' : '9'}${numbers.slice(4)}`;
    expect(readPassport(page([names, wrong]))).toEqual({ error: 'MRZ_UNCERTAIN' });
  });
});
