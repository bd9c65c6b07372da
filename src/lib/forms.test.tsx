// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountLoginRequest } from '../../domain/api/auth';
import { useZodForm } from './forms';
import { i18n } from './translate';

afterEach(() => void i18n.start('zh-CN'));

async function refusedLogin(language: string) {
  i18n.start(language);
  const { result } = renderHook(() => {
    const form = useZodForm(accountLoginRequest, { defaultValues: { userId: '800001', loginName: '', passWord: '' } });
    // react-hook-form reports only the state a render has read.
    void form.formState.errors;
    return form;
  });
  await act(async () => void (await result.current.trigger()));
  return result.current.formState.errors;
}

describe('a form bound to the server’s schema', () => {
  it('says the spec’s Chinese messages on a Chinese page', async () => {
    const errors = await refusedLogin('zh-CN');
    expect(errors.loginName?.message).toBe('请输入账号');
    expect(errors.passWord?.message).toBe('请输入密码');
  });

  it('says them in English on an English page', async () => {
    const errors = await refusedLogin('en-US');
    expect(errors.loginName?.message).toBe('Please enter your account');
    expect(errors.passWord?.message).toBe('Please enter your password');
  });
});
