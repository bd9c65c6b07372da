import { describe, expect, it } from 'vitest';
import { correctedPersonFields, toRecognisedPerson } from './ocr';

describe('recognised people from analysed photos', () => {
  it('maps a passport: nationality from the passport, English name with the comma replaced by a space', () => {
    const image = {
      index: 0,
      imageType: 'passport' as const,
      imageInfo: { name: 'MUELLER,LEA', sex: 'F', passport_no: 'C12345678', birth_date: '19920214', src_country: 'DEU' },
      corrected: ['passport_no'],
    };
    expect(toRecognisedPerson(image)).toEqual({
      insName: 'MUELLER LEA',
      name: 'MUELLER LEA',
      gender: 'F',
      idType: '2',
      idNumber: 'C12345678',
      birthDate: '1992-02-14',
      nationality: 'DEU',
      insEnName: 'MUELLER LEA',
    });
    expect(correctedPersonFields(image)).toEqual(['idNumber']);
  });

  it('prefers the printed Chinese name of a Chinese passport', () => {
    const person = toRecognisedPerson({
      index: 0,
      imageType: 'passport',
      imageInfo: { name: 'LIN,XIULI', name_cn: '林秀丽', sex: 'F', passport_no: 'E12345678', birth_date: '19780805', src_country: 'CHN' },
    });
    expect(person).toMatchObject({ name: '林秀丽', insName: '林秀丽', insEnName: 'LIN XIULI', nationality: 'CHN' });
  });

  it('gives no person for a refused photo', () => {
    expect(toRecognisedPerson({ index: 0, imageType: 'face', error_code: 'ID_NUMBER_UNCERTAIN', error_msg: 'x' })).toBeNull();
  });
});
