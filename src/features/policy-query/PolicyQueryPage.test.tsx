// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import zhPolicy from '../../../domain/locales/zh-CN/policy.json';
import zhValidation from '../../../domain/locales/zh-CN/validation.json';
import { fictionalIdNumber } from '../../../domain/validators';
import { queryHolderPolicies } from '../../lib/api/query-holder-policies';
import { i18n } from '../../lib/translate';
import { PolicyQueryPage } from './PolicyQueryPage';

vi.mock('../../lib/api/query-holder-policies', () => ({ queryHolderPolicies: vi.fn() }));

const user = userEvent.setup();
const idNumber = fictionalIdNumber('110101', '1979-03-08', 457);

afterEach(cleanup);
beforeAll(() => {
  i18n.start('zh-CN', { policy: zhPolicy, validation: zhValidation });
});
beforeEach(() => {
  vi.mocked(queryHolderPolicies).mockReset().mockResolvedValue([]);
});

const page = (
  <MemoryRouter initialEntries={['/astp/policyQuery']}>
    <PolicyQueryPage />
  </MemoryRouter>
);

function renderPage() {
  render(page);
}

// The form is a plain one (no react-hook-form on the first screen) with the server's zod schema.
describe('the policy query form', () => {
  it('says which fields are missing on submit, focuses the first and asks the server nothing', async () => {
    renderPage();
    await user.click(screen.getByRole('button', { name: '查询' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['请输入手机号', '请输入证件号码']);
    expect(document.activeElement).toBe(screen.getByLabelText(/^投保人手机号/));
    expect(queryHolderPolicies).not.toHaveBeenCalled();
  });

  it('says a left field is empty, clears the message as it is filled, and queries with the trimmed values', async () => {
    renderPage();
    await user.click(screen.getByLabelText(/^投保人手机号/));
    await user.tab();
    const phoneField = screen.getByLabelText(/^投保人手机号/).closest('.form-field') as HTMLElement;
    expect((await within(phoneField).findByRole('alert')).textContent).toBe('请输入手机号');

    await user.type(screen.getByLabelText(/^投保人手机号/), '13800138001');
    await vi.waitFor(() => expect(within(phoneField).queryByRole('alert')).toBeNull());
    await user.type(screen.getByLabelText(/^投保人证件号码/), ` ${idNumber} `);
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('未查询到保单')).toBeTruthy();
    expect(queryHolderPolicies).toHaveBeenCalledWith({ holderPhone: '13800138001', holderIdNumber: idNumber });
  });
});

describe('a field of the policy query', () => {
  it('offers to clear its text while it has the focus, and keeps the focus when cleared', async () => {
    renderPage();
    const phone = screen.getByLabelText(/^投保人手机号/) as HTMLInputElement;
    await user.type(phone, '13800138001');
    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(phone.value).toBe('');
    expect(document.activeElement).toBe(phone);
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
  });
});

// The server draws the form (src/entry-server.tsx); a phone on a slow network shows it before the script arrives.
describe('the policy query drawn by the server', () => {
  it('keeps what was typed before the script ran, and queries with it once the button is live', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const button = () => within(container).getByRole('button', { name: '查询' });
    // The query needs the script: until it runs, the button cannot be pressed.
    expect(button().hasAttribute('disabled')).toBe(true);
    (within(container).getByLabelText(/^投保人手机号/) as HTMLInputElement).value = '13800138001';
    (within(container).getByLabelText(/^投保人证件号码/) as HTMLInputElement).value = idNumber;

    await act(async () => {
      render(page, { container, hydrate: true });
    });
    expect(button().hasAttribute('disabled')).toBe(false);
    expect((within(container).getByLabelText(/^投保人手机号/) as HTMLInputElement).value).toBe('13800138001');
    await user.click(button());
    expect(await within(container).findByText('未查询到保单')).toBeTruthy();
    expect(queryHolderPolicies).toHaveBeenCalledWith({ holderPhone: '13800138001', holderIdNumber: idNumber });
    expect((within(container).getByLabelText(/^投保人证件号码/) as HTMLInputElement).value).toBe(idNumber);
  });
});
