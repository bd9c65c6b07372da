import { type CheckResult, fail, pass } from './result';

// Dot-separated local part, host labels without leading or trailing hyphens, alphabetic top-level domain.
const EMAIL =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const MAX_EMAIL_LENGTH = 254;

export function checkEmail(input: string): CheckResult {
  const value = input.trim();
  if (value === '') return fail('EMAIL_REQUIRED');
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value) ? pass(value) : fail('EMAIL_FORMAT');
}
