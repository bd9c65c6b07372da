import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_RENT_MONTHS } from '../rules/duty-calculator';
import { MAX_HOLDER_ADDRESS_BYTES } from '../validators/address';
import { accountLoginRequest } from './auth';
import { CONTROL_CHARACTER_MESSAGE, MAX_NAME_LENGTH } from './fields';
import { MAX_OCR_IMAGES } from './ocr';
import { MAX_CENSUS_MEMBERS } from './quotation';
import { englishSchemaMessage } from './schema-messages';
import { MAX_ADDRESS_LINES } from './tools';

const HAN = /[\u4e00-\u9fff]/;
// A message given to a zod check: `.min(1, '…')`, `.refine(fn, '…')`, `{ message: '…' }`, `{ error: '…' }`, `z.number('…')`.
const CHECK = String.raw`(?:\.(?:min|max|regex|refine|length|positive|int|nonnegative|gte|lte)\((?:[^'${'`'}()]|\([^()]*\))*?,?\s*|\b(?:message|error):\s*|z\.(?:coerce\.)?(?:number|string|enum|literal)\()`;
const MESSAGE = new RegExp(`${CHECK}'((?:[^'\\\\]|\\\\.)*)'`, 'g');
const TEMPLATE = new RegExp(`${CHECK}${'`'}([^${'`'}]*)${'`'}`, 'g');

function chineseMessagesOfSchemas(pattern: RegExp): string[] {
  const folder = new URL('./', import.meta.url);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => [...readFileSync(new URL(file, folder), 'utf8').matchAll(pattern)].map((found) => found[1]!.replace(/\\'/g, "'")))
    .filter((message) => HAN.test(message));
}

// The messages the schemas write with a limit in them, as they read: a new one is added here and to the table.
const WITH_LIMITS = [
  `月数为1至${MAX_RENT_MONTHS}个月`,
  `不能超过${MAX_NAME_LENGTH}个字`,
  `不能超过${MAX_NAME_LENGTH}个字符`,
  `地址不能超过${MAX_HOLDER_ADDRESS_BYTES / 2}个汉字`,
  `一次最多识别${MAX_OCR_IMAGES}张图片`,
  `人员清单不能超过${MAX_CENSUS_MEMBERS}人`,
  `一次最多转换${MAX_ADDRESS_LINES}条地址`,
];

describe('the schemas’ messages in English', () => {
  it('has English words for every Chinese message a schema gives', () => {
    const messages = [...chineseMessagesOfSchemas(MESSAGE), CONTROL_CHARACTER_MESSAGE];
    expect(messages.length).toBeGreaterThan(80);
    expect(messages.filter((message) => englishSchemaMessage(message) === message)).toEqual([]);
  });

  it('has them for the messages with a limit in them, at the schemas’ own limits', () => {
    expect(new Set(chineseMessagesOfSchemas(TEMPLATE)).size).toBe(WITH_LIMITS.length);
    expect(WITH_LIMITS.filter((message) => englishSchemaMessage(message) === message)).toEqual([]);
  });

  it('says a refused field in English, and leaves a validation code or an English text as it is', () => {
    const refused = accountLoginRequest.safeParse({ loginName: '', userId: '800001', passWord: '' });
    expect(refused.error?.issues.map((issue) => englishSchemaMessage(issue.message))).toEqual(['Please enter your account', 'Please enter your password']);
    expect(englishSchemaMessage('ID_NUMBER_FORMAT')).toBe('ID_NUMBER_FORMAT');
    expect(englishSchemaMessage('Too big')).toBe('Too big');
  });
});
