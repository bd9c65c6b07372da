import { describe, expect, it } from 'vitest';
import { addressByteLength, checkAddress, checkHolderAddress, cutToBytes } from './address';

describe('checkAddress (general rule)', () => {
  it('accepts the listed characters and an empty address', () => {
    for (const input of ['北京市朝阳区建国路1号（A座）', 'Room 1-2, No.3 [East] Road', '上海市【浦东】新区_8号，3楼']) {
      expect(checkAddress(input)).toEqual({ ok: true, value: input });
    }
    expect(checkAddress(' ')).toEqual({ ok: true, value: '' });
  });

  it('rejects other characters', () => {
    for (const input of ['北京市#1号', '路@3号', 'Room 1/2', '3号楼；4单元']) {
      expect(checkAddress(input)).toEqual({ ok: false, code: 'ADDRESS_CHARS' });
    }
  });
});

describe('checkHolderAddress', () => {
  it('accepts 9 characters or more', () => {
    expect(checkHolderAddress(' 北京市朝阳区建国路一号 ')).toEqual({ ok: true, value: '北京市朝阳区建国路一号' });
    expect(checkHolderAddress('No.9 Road')).toEqual({ ok: true, value: 'No.9 Road' });
  });

  it('rejects 8 characters or fewer, counting characters, not bytes', () => {
    expect(checkHolderAddress('北京市朝阳区建国')).toEqual({ ok: false, code: 'HOLDER_ADDRESS_TOO_SHORT' });
    expect(checkHolderAddress('No.9 Rd')).toEqual({ ok: false, code: 'HOLDER_ADDRESS_TOO_SHORT' });
    expect(checkHolderAddress('')).toEqual({ ok: false, code: 'HOLDER_ADDRESS_REQUIRED' });
  });

  it('rejects an address that is only a number, decimals included', () => {
    expect(checkHolderAddress('123456789')).toEqual({ ok: false, code: 'HOLDER_ADDRESS_DIGITS_ONLY' });
    expect(checkHolderAddress('12345.6789')).toEqual({ ok: false, code: 'HOLDER_ADDRESS_DIGITS_ONLY' });
    expect(checkHolderAddress('123456789号').ok).toBe(true);
    expect(checkHolderAddress('1234.5678.9').ok).toBe(true);
  });

  it('allows exactly 80 bytes', () => {
    const forty = '京'.repeat(40);
    expect(checkHolderAddress(forty)).toEqual({ ok: true, value: forty });
    expect(checkHolderAddress('a'.repeat(80)).ok).toBe(true);
  });

  it('cuts a longer mixed Chinese and English address to 80 bytes without splitting a character', () => {
    const address = `Room 101, ${'北京市朝阳区'.repeat(6)}建国路88号`;
    const result = checkHolderAddress(address);
    expect(result).toMatchObject({ ok: false, code: 'HOLDER_ADDRESS_TOO_LONG', params: { max: 80, maxChinese: 40 } });
    // "Room 101, " is 10 bytes; 35 Chinese characters make 70 more.
    expect(result.value).toBe(`Room 101, ${'北京市朝阳区'.repeat(6).slice(0, 35)}`);
    expect(addressByteLength(result.value!)).toBe(80);
  });

  it('does not exceed the limit when a 2-byte character would straddle it', () => {
    const address = `a${'京'.repeat(45)}`;
    const value = checkHolderAddress(address).value!;
    expect(value).toBe(`a${'京'.repeat(39)}`);
    expect(addressByteLength(value)).toBe(79);
  });
});

describe('byte counting', () => {
  it('counts Chinese, full-width punctuation and other non-Latin-1 characters as 2 bytes', () => {
    expect(addressByteLength('abc')).toBe(3);
    expect(addressByteLength('北京，1号')).toBe(9);
    expect(addressByteLength('é')).toBe(1);
    expect(addressByteLength('𠀀')).toBe(2);
    expect(cutToBytes('ab北京', 3)).toBe('ab');
    expect(cutToBytes('𠀀𠀀', 3)).toBe('𠀀');
  });
});
