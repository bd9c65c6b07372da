import { type CheckResult, fail, pass } from './result';
import type { ValidationCode } from './codes';

/** Mainland mobile: 1, then 3-9 (the portal's 1[3465789]), then 9 digits. */
const MOBILE = /^1[3-9]\d{9}$/;
/**
 * The stricter pattern: mainland numbers only in allocated number segments, or Hong Kong (00852, 8 digits),
 * Macau (00853, 8 digits) and Taiwan (00886, 9 digits) mobiles with their international prefix.
 */
const MOBILE_STRICT =
  /^(?:1(?:3\d|4[5-9]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}|00852[4-9]\d{7}|008536\d{7}|008869\d{8})$/;
/** 0, a 2-3 digit area code, then a 7-8 digit number; a hyphen after the area code is allowed. */
const LANDLINE = /^0\d{2,3}-?\d{7,8}$/;
const SMS_CODE = /^\d{6}$/;

function checkPattern(input: string, pattern: RegExp, required: ValidationCode, format: ValidationCode): CheckResult {
  // Phone numbers are often typed or pasted in groups ("138 0013 8000").
  const value = input.replace(/\s/g, '');
  if (value === '') return fail(required);
  return pattern.test(value) ? pass(value) : fail(format);
}

export function checkMobile(input: string): CheckResult {
  return checkPattern(input, MOBILE, 'MOBILE_REQUIRED', 'MOBILE_FORMAT');
}

export function checkMobileStrict(input: string): CheckResult {
  return checkPattern(input, MOBILE_STRICT, 'MOBILE_REQUIRED', 'MOBILE_FORMAT');
}

export function checkLandline(input: string): CheckResult {
  return checkPattern(input, LANDLINE, 'LANDLINE_REQUIRED', 'LANDLINE_FORMAT');
}

/** A company's contact number: a mobile, or a landline when it starts with 0. */
export function checkContactPhone(input: string): CheckResult {
  const mobile = checkMobile(input);
  if (mobile.ok || mobile.code === 'MOBILE_REQUIRED') return mobile;
  return input.trim().startsWith('0') ? checkLandline(input) : mobile;
}

/** The 6-digit SMS verification code. */
export function checkSmsCode(input: string): CheckResult {
  return checkPattern(input, SMS_CODE, 'SMS_CODE_REQUIRED', 'SMS_CODE_FORMAT');
}

/** What a contact number is: only a mobile can receive an SMS. */
export function phoneKind(input: string): 'mobile' | 'landline' | 'unknown' {
  if (checkMobile(input).ok) return 'mobile';
  return checkLandline(input).ok ? 'landline' : 'unknown';
}
