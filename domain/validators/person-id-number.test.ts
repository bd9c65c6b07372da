import { describe, expect, it } from 'vitest';
import { fictionalIdNumber } from './fictional-ids';
import { checkPersonIdNumber } from './person-id-number';

const TODAY = '2024-06-15';
const idCard = fictionalIdNumber('330106', '1975-03-09', 7);

describe('checkPersonIdNumber', () => {
  it('validates ID cards under type 1 and its alias 01', () => {
    expect(checkPersonIdNumber('1', idCard, TODAY)).toMatchObject({ ok: true, birthDate: '1975-03-09', gender: 'M' });
    expect(checkPersonIdNumber('01', idCard, TODAY)).toMatchObject({ ok: true });
    const wrongCheck = idCard.slice(0, 17) + (idCard[17] === '0' ? '1' : '0');
    expect(checkPersonIdNumber('1', wrongCheck, TODAY)).toEqual({ ok: false, code: 'ID_NUMBER_CHECKSUM' });
  });

  it('validates residence permits against the prefixes of their type', () => {
    const hongKong = fictionalIdNumber('810000', '1990-01-01', 1);
    const taiwan = fictionalIdNumber('830000', '1990-01-01', 1);
    expect(checkPersonIdNumber('20', hongKong, TODAY).ok).toBe(true);
    expect(checkPersonIdNumber('20', taiwan, TODAY).code).toBe('ID_NUMBER_REGION');
    expect(checkPersonIdNumber('18', taiwan, TODAY).ok).toBe(true);
    expect(checkPersonIdNumber('26', hongKong, TODAY).ok).toBe(true);
    expect(checkPersonIdNumber('26', taiwan, TODAY).ok).toBe(true);
  });

  it('only requires a value for other documents, and a known type', () => {
    expect(checkPersonIdNumber('2', ' E12345678 ', TODAY)).toEqual({ ok: true, value: 'E12345678' });
    expect(checkPersonIdNumber('02', '', TODAY)).toEqual({ ok: false, code: 'ID_NUMBER_REQUIRED' });
    expect(checkPersonIdNumber('77', 'E12345678', TODAY)).toEqual({ ok: false, code: 'ID_TYPE_REQUIRED' });
  });
});
