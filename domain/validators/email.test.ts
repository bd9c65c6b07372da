import { describe, expect, it } from 'vitest';
import { checkEmail } from './email';

describe('checkEmail', () => {
  it('accepts standard addresses, trimmed', () => {
    for (const input of ['zhang.san@example.com', 'a_b+tag@mail.example.com.cn', 'x@sub-domain.example.org', 'A1@EXAMPLE.CN']) {
      expect(checkEmail(input)).toEqual({ ok: true, value: input });
    }
    expect(checkEmail('  user@example.com ')).toEqual({ ok: true, value: 'user@example.com' });
  });

  it('rejects malformed addresses', () => {
    for (const input of ['user', 'user@', '@example.com', 'user@example', 'user@@example.com', 'user@example.c', '.user@example.com', 'us..er@example.com', 'user@-example.com', 'user@example-.com', 'us er@example.com', '用户@example.com', `${'a'.repeat(250)}@example.com`]) {
      expect(checkEmail(input)).toEqual({ ok: false, code: 'EMAIL_FORMAT' });
    }
    expect(checkEmail(' ')).toEqual({ ok: false, code: 'EMAIL_REQUIRED' });
  });
});
