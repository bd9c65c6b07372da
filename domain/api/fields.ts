import { z } from 'zod';
import { isCountryCode } from '../code-tables/countries';
import { addressByteLength, MAX_HOLDER_ADDRESS_BYTES } from '../validators/address';
import { isIsoDate } from '../validators/calendar';
import { checkEmail } from '../validators/email';
import { checkContactPhone } from '../validators/phone';
import { checkUscc } from '../validators/uscc';

export const CONTROL_CHARACTER_MESSAGE = '不能包含控制字符';
// A regular expression scans a photo's 160 KB of base64 in a fraction of the time a loop over its characters takes.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** C0 control characters (NUL included) and DEL, tab and line breaks excepted: never part of what a person types. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** The longest free text the API takes (titles, notes); specific fields are shorter. */
export const MAX_TEXT_LENGTH = 200;
/** Names: the longest Chinese or company name the insurers print (the spec's rules check the rest). */
export const MAX_NAME_LENGTH = 60;

/** Every string of the API: trimmed, bounded, without control characters. */
export const text = z.string().trim().max(MAX_TEXT_LENGTH).refine((value) => !hasControlCharacters(value), CONTROL_CHARACTER_MESSAGE);
export const optionalText = text.optional();
export const nameText = text.max(MAX_NAME_LENGTH, `不能超过${MAX_NAME_LENGTH}个字`);

/** A passport-style Latin name: letters, spaces and . , ' - only (no markup). */
export const latinName = z
  .string()
  .trim()
  .max(MAX_NAME_LENGTH, `不能超过${MAX_NAME_LENGTH}个字符`)
  .regex(/^[A-Za-z .,'-]*$/, '英文姓名只能包含字母、空格和 . , \' -');

/** A day that exists on the calendar: 2026-02-30 is refused, not stored. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD')
  .refine(isIsoDate, '日期不存在');

/** The policyholder's address: at most 80 bytes (40 Chinese characters), as the insurers store it. */
export const holderAddressText = text.refine(
  (value) => addressByteLength(value) <= MAX_HOLDER_ADDRESS_BYTES,
  `地址不能超过${MAX_HOLDER_ADDRESS_BYTES / 2}个汉字`,
);

/** An ISO 3166 country of the code table. */
export const countryCode = z.string().refine(isCountryCode, '目的地不在国家和地区代码表中');

/** A company policyholder's credit code, phone (switchboard or mobile) and e-mail (may be left empty), as the group forms take them. */
export const companyHolderContact = {
  holderIdNumber: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => checkUscc(value).ok, '统一社会信用代码不正确'),
  holderPhone: z
    .string()
    .trim()
    .refine((value) => checkContactPhone(value).ok, '手机号格式不正确，请检查'),
  holderEmail: z
    .string()
    .trim()
    .max(100)
    .refine((value) => value === '' || checkEmail(value).ok, '邮箱格式不正确'),
};
