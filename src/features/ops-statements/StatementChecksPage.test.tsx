// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enOps from '../../../domain/locales/en-US/ops.json';
import zhOps from '../../../domain/locales/zh-CN/ops.json';
import { OpsAccessError, queryStatementChecks } from './api/query-statement-checks';
import { StatementChecksPage } from './StatementChecksPage';

vi.mock('./api/query-statement-checks', async (original) => ({ ...(await original()), queryStatementChecks: vi.fn() }));

const user = userEvent.setup();
const CHECKS = [
  {
    provider: 'wechat',
    billDate: '2026-11-25',
    checkedAt: '2026-11-26T00:00:05.000Z',
    differences: [
      { kind: 'payment' as const, ref: 'PAY20261125A', problem: 'amount' as const, oursFen: 12_800, theirsFen: 1 },
      { kind: 'refund' as const, ref: 'RF20261125B', problem: 'missing-ours' as const, oursFen: null, theirsFen: 4_200 },
    ],
  },
  { provider: 'alipay', billDate: '2026-11-25', checkedAt: '2026-11-26T00:00:06.000Z', differences: [] },
  { provider: 'wechat', billDate: '2026-11-24', checkedAt: '2026-11-25T00:00:05.000Z', differences: [{ kind: 'payment' as const, ref: 'PAY20261124C', problem: 'missing-theirs' as const, oursFen: 5_000, theirsFen: null }] },
];

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StatementChecksPage />
    </QueryClientProvider>,
  );

afterEach(cleanup);
beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'zh-CN', resources: { 'zh-CN': { ops: zhOps }, 'en-US': { ops: enOps } } });
});
beforeEach(async () => {
  window.sessionStorage.clear();
  vi.mocked(queryStatementChecks).mockReset().mockResolvedValue(CHECKS);
  await i18next.changeLanguage('zh-CN');
});

describe('the operators’ statement checks page', () => {
  it('asks for the operators’ token, then lists each day’s providers with their differences', async () => {
    renderPage();
    expect(queryStatementChecks).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('运维口令'), 'ops-token-of-the-operators-0001');
    await user.click(screen.getByRole('button', { name: '查看' }));

    const day = await screen.findByRole('region', { name: '2026-11-25' });
    expect(queryStatementChecks).toHaveBeenCalledWith('ops-token-of-the-operators-0001', undefined);
    const wechat = within(day).getByRole('table', { name: '微信支付' });
    const rows = within(wechat).getAllByRole('row').map((row) => [...within(row).queryAllByRole('columnheader'), ...within(row).queryAllByRole('cell')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['订单号 / 退款单号', '我方金额', '对方金额', '差异'],
      ['PAY20261125A 收款', '¥128.00', '¥0.01', '金额不符'],
      ['RF20261125B 退款', '—', '¥42.00', '我方无记录'],
    ]);
    expect(within(day).getByText('2 处差异')).toBeTruthy();
    expect(within(day).getByText('无差异')).toBeTruthy();
    const before = screen.getByRole('region', { name: '2026-11-24' });
    expect(within(before).getByRole('cell', { name: '对方无记录' })).toBeTruthy();
  });

  it('asks for one day, in English too', async () => {
    window.sessionStorage.setItem('ops-token', 'ops-token-of-the-operators-0001');
    await i18next.changeLanguage('en-US');
    renderPage();
    vi.mocked(queryStatementChecks).mockResolvedValue([CHECKS[2]]);
    const field = await screen.findByLabelText('Bill date');
    await user.type(field, '2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('cell', { name: 'Missing on theirs' })).toBeTruthy();
    expect(queryStatementChecks).toHaveBeenLastCalledWith('ops-token-of-the-operators-0001', '2026-11-24');
    expect(screen.queryByRole('region', { name: '2026-11-25' })).toBeNull();
  });

  it('a wrong token is said so and asked again', async () => {
    vi.mocked(queryStatementChecks).mockRejectedValue(new OpsAccessError('token'));
    renderPage();
    await user.type(screen.getByLabelText('运维口令'), 'not-the-token');
    await user.click(screen.getByRole('button', { name: '查看' }));
    expect((await screen.findByRole('alert')).textContent).toBe('运维口令不正确');
    expect(screen.getByLabelText('运维口令')).toBeTruthy();
  });
});
