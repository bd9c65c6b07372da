// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import zhAuth from '../../../domain/locales/zh-CN/auth.json';
import zhValidation from '../../../domain/locales/zh-CN/validation.json';
import { fictionalIdNumber } from '../../../domain/validators';
import { ApiError } from '../../lib/http';
import { queryClient } from '../../lib/query-client';
import { i18n } from '../../lib/translate';
import { accountLogin } from '../api/account-login';
import { holderLogin } from '../api/holder-login';
import { LoginDialog, LoginModes } from './LoginDialog';
import { signIn } from './dialog-store';

vi.mock('../api/account-login', () => ({ accountLogin: vi.fn() }));
vi.mock('../api/holder-login', () => ({ holderLogin: vi.fn() }));

const user = userEvent.setup();
afterEach(cleanup);
beforeAll(() => {
  i18n.start('zh-CN', { auth: zhAuth, validation: zhValidation });
});

describe('a refused sign-in', () => {
  it('says why under the password, keeps what was typed and lets the agent try again', async () => {
    vi.mocked(accountLogin).mockRejectedValueOnce(new ApiError('business', '账号或密码错误', '9001', 200));
    const signedIn = vi.fn();
    render(<LoginModes userId="800001" onSignedIn={signedIn} />);
    await user.type(screen.getByLabelText('账号'), 'demo-agent');
    await user.type(screen.getByLabelText('密码'), 'Wrong#2026');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('账号').value).toBe('demo-agent');
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('tells a policyholder whose name and ID number match no policy, in the form', async () => {
    vi.mocked(holderLogin).mockRejectedValueOnce(new ApiError('business', '未找到该投保人的保单，请核对姓名和证件号码', '9002', 200));
    render(<LoginModes userId="800001" onSignedIn={vi.fn()} />);
    await user.click(screen.getByRole('tab', { name: '投保人信息' }));
    await user.type(screen.getByLabelText('投保人姓名'), '王思远');
    await user.type(screen.getByLabelText('投保人证件号码'), fictionalIdNumber('110101', '1988-06-15', 123));
    await user.click(screen.getAllByRole('button', { name: '登录' }).at(-1) as HTMLElement);

    expect(await screen.findByText('未找到该投保人的保单，请核对姓名和证件号码')).toBeTruthy();
  });
});

describe('a sign-in asked for by a refused call', () => {
  it('closes without reloading the page and lets the waiting call go on', async () => {
    vi.mocked(accountLogin).mockResolvedValueOnce(undefined as never);
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    window.history.replaceState(null, '', '/aszxty/apply?u=800001');
    const waiting = signIn('未登录或登录已过期，请重新登录。');
    render(<LoginDialog />);
    await user.type(screen.getByLabelText('账号'), 'demo-agent');
    await user.type(screen.getByLabelText('密码'), 'Demo#2026');
    await user.click(screen.getByRole('button', { name: '登录' }));

    await expect(waiting).resolves.toBe(true);
    expect(reload).not.toHaveBeenCalled();
    // What the page showed is read again under the session just opened, which may be someone else's.
    expect(invalidate).toHaveBeenCalledWith();
  });
});
