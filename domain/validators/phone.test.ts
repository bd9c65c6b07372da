import { describe, expect, it } from 'vitest';
import { checkContactPhone, checkLandline, checkMobile, checkMobileStrict, checkSmsCode, phoneKind } from './phone';

describe('checkMobile', () => {
  it('accepts 11 digits starting 13-19', () => {
    for (const prefix of ['13', '14', '15', '16', '17', '18', '19']) {
      expect(checkMobile(`${prefix}800138000`)).toEqual({ ok: true, value: `${prefix}800138000` });
    }
  });

  it('removes white space typed between groups', () => {
    expect(checkMobile(' 138 0013 8000 ')).toEqual({ ok: true, value: '13800138000' });
  });

  it('rejects other prefixes and lengths', () => {
    for (const input of ['12800138000', '10800138000', '1380013800', '138001380001', '23800138000', '1380013800a', '+8613800138000']) {
      expect(checkMobile(input)).toEqual({ ok: false, code: 'MOBILE_FORMAT' });
    }
    expect(checkMobile('')).toEqual({ ok: false, code: 'MOBILE_REQUIRED' });
  });
});

describe('checkMobileStrict', () => {
  it('accepts allocated mainland segments and Hong Kong, Macau and Taiwan numbers', () => {
    for (const input of ['13800138000', '14712345678', '16612345678', '19912345678', '0085251234567', '0085366123456', '00886912345678']) {
      expect(checkMobileStrict(input).ok).toBe(true);
    }
  });

  it('rejects unallocated segments and malformed international numbers', () => {
    for (const input of ['14012345678', '15412345678', '16012345678', '17912345678', '19412345678', '008525123456', '0085356123456', '00886812345678', '0085112345678']) {
      expect(checkMobileStrict(input)).toEqual({ ok: false, code: 'MOBILE_FORMAT' });
    }
    expect(checkMobileStrict(' ')).toEqual({ ok: false, code: 'MOBILE_REQUIRED' });
  });
});

describe('checkLandline', () => {
  it('accepts 0 + 2-3 digit area code + 7-8 digits, with or without a hyphen', () => {
    for (const input of ['01012345678', '010-12345678', '0755-1234567', '075512345678', '021-1234567']) {
      expect(checkLandline(input).ok).toBe(true);
    }
  });

  it('rejects other shapes', () => {
    for (const input of ['10-12345678', '010-123456', '010-123456789', '07555-1234567', '010--12345678', '13800138000']) {
      expect(checkLandline(input)).toEqual({ ok: false, code: 'LANDLINE_FORMAT' });
    }
    expect(checkLandline('')).toEqual({ ok: false, code: 'LANDLINE_REQUIRED' });
  });
});

describe('checkSmsCode', () => {
  it('accepts 6 digits only', () => {
    expect(checkSmsCode('012345')).toEqual({ ok: true, value: '012345' });
    expect(checkSmsCode('12345').code).toBe('SMS_CODE_FORMAT');
    expect(checkSmsCode('12345a').code).toBe('SMS_CODE_FORMAT');
    expect(checkSmsCode('').code).toBe('SMS_CODE_REQUIRED');
  });
});

describe('checkContactPhone', () => {
  it('takes a mobile or a landline, and names the right problem', () => {
    expect(checkContactPhone('138 0013 8000').ok).toBe(true);
    expect(checkContactPhone('010-62345678').ok).toBe(true);
    expect(checkContactPhone('0106234')).toMatchObject({ ok: false, code: 'LANDLINE_FORMAT' });
    expect(checkContactPhone('1380013800')).toMatchObject({ ok: false, code: 'MOBILE_FORMAT' });
    expect(checkContactPhone('')).toMatchObject({ ok: false, code: 'MOBILE_REQUIRED' });
  });
});

describe('phoneKind', () => {
  it('tells a mobile, which can receive an SMS, from a landline', () => {
    expect(phoneKind('138 0013 8000')).toBe('mobile');
    expect(phoneKind('010-65123456')).toBe('landline');
    expect(phoneKind('0755 8765 4321')).toBe('landline');
    expect(phoneKind('12345')).toBe('unknown');
  });
});
