import { describe, expect, it } from 'vitest';
import { checkCompanyDocument } from './company-document';

describe('checkCompanyDocument', () => {
  it('checks type 03 as a unified social credit code', () => {
    expect(checkCompanyDocument('03', '91350100M000100Y43')).toEqual({ ok: true, value: '91350100M000100Y43' });
    expect(checkCompanyDocument('03', '91350100M000100Y44').code).toBe('USCC_CHECKSUM');
    expect(checkCompanyDocument('03', '440301199001011234').code).toBe('USCC_PREFIX');
  });

  it.each(['01', '02', '04', '100', '99'])('type %s accepts the generic number forms', (type) => {
    expect(checkCompanyDocument(type, '440301503219876')).toEqual({ ok: true, value: '440301503219876' });
    expect(checkCompanyDocument(type, '4403015032198').ok).toBe(true);
    expect(checkCompanyDocument(type, '440301503219876').ok).toBe(true);
    expect(checkCompanyDocument(type, '440301503219876543').ok).toBe(true);
    expect(checkCompanyDocument(type, ' 91350100m000100y43 ')).toEqual({ ok: true, value: '91350100M000100Y43' });
  });

  it.each(['01', '02', '04', '100', '99'])('type %s rejects other lengths and characters', (type) => {
    for (const input of ['44030150321', '44030150321987', '4403015032198765', '44030150321987654', 'ABC-301503219876', '4403015032198765432']) {
      expect(checkCompanyDocument(type, input)).toEqual({ ok: false, code: 'COMPANY_DOC_FORMAT' });
    }
  });

  it('rejects numbers starting with six identical or consecutive digits', () => {
    for (const input of ['111111503219876', '000000503219876', '123456789012345', '4567893219876', '654321503219876']) {
      expect(checkCompanyDocument('04', input)).toEqual({ ok: false, code: 'COMPANY_DOC_PLACEHOLDER' });
    }
    expect(checkCompanyDocument('04', '111112503219876').ok).toBe(true);
    expect(checkCompanyDocument('04', '123457503219876').ok).toBe(true);
    // Only the start matters: a run further on can be part of a real number.
    expect(checkCompanyDocument('04', '440123456219876').ok).toBe(true);
  });

  it('requires a number and a known type', () => {
    expect(checkCompanyDocument('01', ' ')).toEqual({ ok: false, code: 'COMPANY_DOC_REQUIRED' });
    expect(checkCompanyDocument('1', '440301503219876')).toEqual({ ok: false, code: 'COMPANY_DOC_TYPE_UNKNOWN' });
  });
});
