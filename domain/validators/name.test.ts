import { describe, expect, it } from 'vitest';
import { checkName, checkPersonName, checkStorefrontName } from './name';

describe('checkName (general rule)', () => {
  it('accepts Chinese, digits, letters, brackets, middle dot, hyphen, dashes and 、', () => {
    for (const input of ['北京某某科技有限公司', '某某（北京）分公司', 'ABC(China)Co', '阿依古丽·买买提', '一部—二部、三部', 'A-1号']) {
      expect(checkName(input)).toEqual({ ok: true, value: input });
    }
  });

  it('rejects anything else, and lets an empty name pass', () => {
    for (const input of ['公司!', 'A&B', 'Co., Ltd', '张三/李四', 'abc_def']) {
      expect(checkName(input)).toEqual({ ok: false, code: 'NAME_CHARS' });
    }
    expect(checkName('  ')).toEqual({ ok: true, value: '' });
  });
});

describe('checkPersonName (insured and policyholder)', () => {
  it('is required', () => {
    expect(checkPersonName(' ', 'insured')).toEqual({ ok: false, code: 'NAME_REQUIRED' });
    expect(checkPersonName('')).toEqual({ ok: false, code: 'NAME_REQUIRED' });
  });

  it('accepts the listed characters and removes spaces from Chinese names', () => {
    for (const input of ['ZHANG San', 'O.K. Lee', 'Li, Wei', 'Wang/Li', '张三、李四', '王（小）明', '阿依古丽·买买提']) {
      expect(checkPersonName(input, 'insured')).toEqual({ ok: true, value: input });
    }
    expect(checkPersonName(' 张 三 ', 'insured')).toEqual({ ok: true, value: '张三' });
  });

  it('rejects other characters', () => {
    for (const input of ['张三!', 'Tom_Lee', 'Ann@home', 'Zoë']) {
      expect(checkPersonName(input)).toEqual({ ok: false, code: 'PERSON_NAME_CHARS' });
    }
  });

  it('allows digits for a policyholder but not for an insured', () => {
    expect(checkPersonName('第3车间', 'holder').ok).toBe(true);
    expect(checkPersonName('张三2', 'insured')).toEqual({ ok: false, code: 'INSURED_NAME_DIGITS' });
  });
});

describe('checkStorefrontName', () => {
  it('accepts pure Chinese or pure English', () => {
    for (const input of ['张三', '阿依古丽·买买提', 'ZHANG SAN', "Mary O'Neil", 'Smith-Jones', 'J. Smith']) {
      expect(checkStorefrontName(input).ok).toBe(true);
    }
    expect(checkStorefrontName('张 三')).toEqual({ ok: true, value: '张三' });
  });

  it('rejects mixed scripts, digits and stray punctuation', () => {
    for (const input of ['张San', 'Zhang三', '张三1', 'Tom  Lee', '·张三', 'Tom-', '李（四）']) {
      expect(checkStorefrontName(input)).toEqual({ ok: false, code: 'NAME_SCRIPT' });
    }
    expect(checkStorefrontName('')).toEqual({ ok: false, code: 'NAME_REQUIRED' });
  });
});
