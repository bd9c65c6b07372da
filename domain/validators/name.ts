import { normaliseName } from './normalise';
import { type CheckResult, fail, pass } from './result';

/** General names (companies, units): Chinese, digits, letters, brackets, middle dot, hyphen, dashes, 、. */
const GENERAL_NAME = /^[\p{Script=Han}0-9A-Za-z()（）·・\-－—–、]+$/u;
/** Insured and policyholder names: Chinese, digits, letters, brackets, dots, spaces, 、, commas, slash. */
const PERSON_NAME = /^[\p{Script=Han}0-9A-Za-z()（）.．·・ 、,，/]+$/u;
const DIGIT = /[0-9]/;
/** Storefront: Chinese characters (a middle dot between name parts, as in minority names) ... */
const CHINESE_NAME = /^\p{Script=Han}+(?:[·・]\p{Script=Han}+)*$/u;
/** ... or Latin letters, parts joined by one space, hyphen or apostrophe, or an initial's dot (and a space). */
const ENGLISH_NAME = /^[A-Za-z]+(?:(?:[ '-]|\. ?)[A-Za-z]+)*$/;

/** The general name rule; an empty name passes (required-ness is the form's call). */
export function checkName(input: string): CheckResult {
  const value = normaliseName(input);
  if (value === '') return pass(value);
  return GENERAL_NAME.test(value) ? pass(value) : fail('NAME_CHARS');
}

/** Insured and policyholder names: required; an insured's name must not contain digits. */
export function checkPersonName(input: string, role: 'insured' | 'holder' = 'holder'): CheckResult {
  const value = normaliseName(input);
  if (value === '') return fail('NAME_REQUIRED');
  if (!PERSON_NAME.test(value)) return fail('PERSON_NAME_CHARS');
  if (role === 'insured' && DIGIT.test(value)) return fail('INSURED_NAME_DIGITS');
  return pass(value);
}

/** The storefront rule: a name is pure Chinese or pure English. */
export function checkStorefrontName(input: string): CheckResult {
  const value = normaliseName(input);
  if (value === '') return fail('NAME_REQUIRED');
  return CHINESE_NAME.test(value) || ENGLISH_NAME.test(value) ? pass(value) : fail('NAME_SCRIPT');
}
