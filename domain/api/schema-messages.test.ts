import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accountLoginRequest } from './auth';
import { englishSchemaMessage } from './schema-messages';

const HAN = /[\u4e00-\u9fff]/;
// A message given to a zod check: `.min(1, '…')`, `.refine(fn, '…')`, `{ message: '…' }`, `{ error: '…' }`, `z.number('…')`.
const MESSAGE =
  /(?:\.(?:min|max|regex|refine|length|positive|int|nonnegative|gte|lte)\((?:[^'`()]|\([^()]*\))*?,?\s*|\b(?:message|error):\s*|z\.(?:coerce\.)?(?:number|string|enum|literal)\()'((?:[^'\\]|\\.)*)'/g;

function chineseMessagesOfSchemas(): string[] {
  const folder = new URL('./', import.meta.url);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => [...readFileSync(new URL(file, folder), 'utf8').matchAll(MESSAGE)].map((found) => found[1]!.replace(/\\'/g, "'")))
    .filter((message) => HAN.test(message));
}

describe('the schemas’ messages in English', () => {
  it('has English words for every Chinese message a schema gives', () => {
    const messages = chineseMessagesOfSchemas();
    expect(messages.length).toBeGreaterThan(80);
    expect(messages.filter((message) => englishSchemaMessage(message) === message)).toEqual([]);
  });

  it('says a refused field in English, and leaves a validation code or an English text as it is', () => {
    const refused = accountLoginRequest.safeParse({ loginName: '', userId: '800001', passWord: '' });
    expect(refused.error?.issues.map((issue) => englishSchemaMessage(issue.message))).toEqual(['Please enter your account', 'Please enter your password']);
    expect(englishSchemaMessage('ID_NUMBER_FORMAT')).toBe('ID_NUMBER_FORMAT');
    expect(englishSchemaMessage('Too big')).toBe('Too big');
  });
});
