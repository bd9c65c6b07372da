import { describe, expect, it } from 'vitest';
import { fictionalIdNumber } from '../validators';
import { maskEmail, maskIdNumber, maskName, maskPhone } from './mask';

describe('masks of personal information', () => {
  it('keeps the region and the last four characters of an 18-character ID number', () => {
    const idNumber = fictionalIdNumber('310104', '1988-11-20', 246);
    expect(maskIdNumber(idNumber)).toBe(`310104********${idNumber.slice(-4)}`);
  });

  it('keeps only the ends of short document numbers such as passports', () => {
    expect(maskIdNumber('E1234567')).toBe('E******7');
    expect(maskIdNumber('AB')).toBe('A*B');
  });

  it('masks the middle of a phone number and the local part of an e-mail', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('12345')).toBe('****');
    expect(maskEmail('zhang.san@example.com')).toBe('z***@example.com');
    expect(maskEmail('not-an-address')).toBe('***');
  });

  it('keeps the first and last character of a name', () => {
    expect(maskName('王思远')).toBe('王*远');
    expect(maskName('李明')).toBe('李*');
    expect(maskName('L')).toBe('L');
    expect(maskName('欧阳晓红')).toBe('欧**红');
  });
});
