// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountLoginRequest } from '../../domain/api/auth';
import { usePlainForm } from './plain-form';
import { i18n } from './translate';

const schema = z.object({ name: z.string().min(1, 'NAME_MISSING'), code: z.string().regex(/^\d{6}$/, 'CODE_INVALID') });
const loadSchema = async () => schema;

describe('a plain form', () => {
  it('shows a field’s message once it is left, then as it changes', async () => {
    const { result } = renderHook(() => usePlainForm(loadSchema, { name: '', code: '' }));
    act(() => result.current.field('code').onChange('12'));
    await act(async () => {});
    expect(result.current.field('code').error).toBeUndefined();
    await act(async () => result.current.field('code').onBlur());
    await waitFor(() => expect(result.current.field('code').error).toBe('CODE_INVALID'));
    await act(async () => result.current.field('code').onChange('123456'));
    await waitFor(() => expect(result.current.field('code').error).toBeUndefined());
  });

  it('keeps the page’s reason for clearing a field, though the check of what was typed answers later', async () => {
    const { result } = renderHook(() => usePlainForm(loadSchema, { name: '', code: '' }));
    await act(async () => {
      const code = result.current.field('code');
      code.onChange('12x');
      // As the holder form does on leaving a field it cannot keep: left, cleared, and told why.
      code.onBlur();
      result.current.set('code', '');
      result.current.setError('code', 'CLEARED_WITH_REASON');
    });
    expect(result.current.field('code').value).toBe('');
    expect(result.current.field('code').error).toBe('CLEARED_WITH_REASON');
  });

  it('checks every field on asking, with what several sets in one go put there', async () => {
    const { result } = renderHook(() => usePlainForm(loadSchema, { name: '', code: '' }));
    let passed: boolean | undefined;
    await act(async () => {
      result.current.set('name', '示例星河软件有限公司');
      result.current.set('code', '654321');
      passed = await result.current.check();
    });
    expect(passed).toBe(true);
    await act(async () => {
      result.current.set('code', '');
      passed = await result.current.check();
    });
    expect(passed).toBe(false);
    expect(result.current.field('code').error).toBe('CODE_INVALID');
    expect(result.current.field('name').error).toBeUndefined();
  });

  it('says the spec’s Chinese message in English on an English page', async () => {
    i18n.start('en-US');
    try {
      const { result } = renderHook(() => usePlainForm(async () => accountLoginRequest, { loginName: '', userId: '800001', passWord: '' }));
      await act(async () => void (await result.current.check()));
      expect(result.current.field('loginName').error).toBe('Please enter your account');
      expect(result.current.field('passWord').error).toBe('Please enter your password');
    } finally {
      i18n.start('zh-CN');
    }
  });
});
