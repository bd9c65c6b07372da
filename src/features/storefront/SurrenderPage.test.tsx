// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/translate';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import zhStorefront from '../../../domain/locales/zh-CN/storefront.json';
import zhValidation from '../../../domain/locales/zh-CN/validation.json';
import { fictionalIdNumber } from '../../../domain/validators';
import { queryHolderPolicies } from '../../lib/api/query-holder-policies';
import { SurrenderPage } from './SurrenderPage';

vi.mock('../../lib/api/query-holder-policies', () => ({ queryHolderPolicies: vi.fn() }));

const user = userEvent.setup();

afterEach(cleanup);
beforeAll(async () => {
  i18n.start('zh-CN', { storefront: zhStorefront, validation: zhValidation });
});
beforeEach(() => {
  vi.mocked(queryHolderPolicies).mockReset().mockResolvedValue([]);
});

describe('the surrender page', () => {
  it('says which field is missing instead of doing nothing, and asks the server nothing', async () => {
    render(
      <MemoryRouter initialEntries={['/astp/surrender']}>
        <SurrenderPage />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: '查询保单' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['请输入手机号', '请输入证件号码']);
    expect(queryHolderPolicies).not.toHaveBeenCalled();
  });

  it('shows only the message of the field still wrong, then looks the policies up with the trimmed values', async () => {
    const idNumber = fictionalIdNumber('110101', '1988-06-15', 123);
    render(
      <MemoryRouter initialEntries={['/astp/surrender']}>
        <SurrenderPage />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('投保人证件号码'), ` ${idNumber} `);
    await user.click(screen.getByRole('button', { name: '查询保单' }));
    const phoneField = screen.getByLabelText('投保人手机号').closest('.form-field') as HTMLElement;
    expect(within(phoneField).getByRole('alert').textContent).toBe('请输入手机号');
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await user.type(screen.getByLabelText('投保人手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '查询保单' }));
    expect(await screen.findByText('未查询到保单')).toBeTruthy();
    expect(queryHolderPolicies).toHaveBeenCalledWith({ holderPhone: '13800138000', holderIdNumber: idNumber });
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });
});
