// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../lib/translate';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SheetCheck } from '../../../domain/api/sheet';
import zhSheet from '../../../domain/locales/zh-CN/sheet.json';
import { fetchErrorSheet } from './api/fetch-error-sheet';
import { SheetUpload } from './SheetUpload';

vi.mock('./api/fetch-error-sheet', () => ({ fetchErrorSheet: vi.fn(async () => new Blob(['PK'])) }));

const COLUMNS = [
  { key: 'name', header: '姓名' },
  { key: 'idNumber', header: '证件号码' },
];

beforeAll(async () => {
  i18n.start('zh-CN', { sheet: zhSheet });
});
afterEach(cleanup);

const pick = (name = 'list.xlsx') => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['PK'], name)] } });
};

describe('SheetUpload', () => {
  it('names each bad row by its number, column header and the form’s message, and downloads the error sheet', async () => {
    const check: SheetCheck = {
      total: 3,
      valid: 2,
      problems: [{ row: 3, column: 'idNumber', code: 'INSURED_ID_NUMBER_INVALID', message: '证件号码有误' }],
      errorSheetId: 'a2V5Lnhsc3g.abcdefghijklmnopqrstuvwxyz012345',
    };
    const onChecked = vi.fn();
    URL.createObjectURL = vi.fn(() => 'blob:errors');
    URL.revokeObjectURL = vi.fn();
    render(<SheetUpload upload={async () => check} columns={COLUMNS} onChecked={onChecked} />);
    pick();
    expect(await screen.findByText('已读取3行，其中1行需修改')).toBeTruthy();
    expect(screen.getByRole('list', { name: '需修改的行' }).textContent).toBe('第3行 证件号码：证件号码有误');
    expect(onChecked).toHaveBeenCalledWith(check);
    fireEvent.click(screen.getByRole('button', { name: '下载错误清单' }));
    await waitFor(() => expect(fetchErrorSheet).toHaveBeenCalledWith(check.errorSheetId));
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('says a clean list is clean and offers no error sheet', async () => {
    render(<SheetUpload upload={async () => ({ total: 5, valid: 5, problems: [] })} columns={COLUMNS} onChecked={() => {}} />);
    pick();
    expect(await screen.findByText('已读取5行，全部通过校验')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下载错误清单' })).toBeNull();
  });
});
