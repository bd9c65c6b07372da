// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/translate';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fictionalIdNumber } from '../../../domain/validators';
import zhCodes from '../../../domain/locales/zh-CN/codes.json';
import zhGroup from '../../../domain/locales/zh-CN/group.json';
import zhValidation from '../../../domain/locales/zh-CN/validation.json';
import { InsuredListEditor } from './InsuredListEditor';
import { emptyRow, type InsuredRow } from './row';

const START = '2025-06-01';
const worker = (name: string, sequence: number): InsuredRow => {
  const idNumber = fictionalIdNumber('110101', '1990-03-07', sequence);
  return { ...emptyRow(), name, idNumber, birthDate: '1990-03-07', gender: sequence % 2 ? 'M' : 'F' };
};

// Popups animate in with pointer-events off.
const user = userEvent.setup({ pointerEventsCheck: 0 });
let latest: InsuredRow[] = [];
function Harness({ initial }: { initial: InsuredRow[] }) {
  const [rows, setRows] = useState(initial);
  latest = rows;
  return <InsuredListEditor rows={rows} onChange={setRows} rules={{ referenceDate: START }} extraActions={<button type="button">拍照识别</button>} />;
}

afterEach(cleanup);
beforeAll(async () => {
  i18n.start('zh-CN', { group: zhGroup, codes: zhCodes, validation: zhValidation });
});

describe('the bulk insured table', () => {
  it('asks for a selection before deleting, then deletes the selected after confirming', async () => {
    render(<Harness initial={[worker('王小明', 123), worker('李晓红', 246)]} />);
    expect(screen.getByRole('button', { name: '拍照识别' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('请选择要删除的被保人')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '王小明' }));
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除选中的1位被保险人吗？')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: '删除' }).at(-1)!);
    await waitFor(() => expect(latest.map((row) => row.name)).toEqual(['李晓红']));
  });

  it('pastes a list, refusing an empty paste', async () => {
    render(<Harness initial={[]} />);
    await user.click(screen.getByRole('button', { name: '粘贴' }));
    // The paste dialog's code loads on the first tap; the same tap opens it.
    await user.click(await screen.findByRole('button', { name: '识别并添加' }));
    expect(await screen.findByText('您还没有任何输入！')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '被保险人清单' }), { target: { value: `赵大伟 ${fictionalIdNumber('440305', '1979-05-02', 135)}` } });
    await user.click(screen.getByRole('button', { name: '识别并添加' }));
    await waitFor(() => expect(latest).toHaveLength(1));
    expect(latest[0]).toMatchObject({ name: '赵大伟', birthDate: '1979-05-02', gender: 'M' });
    expect(screen.getByText('男 · 1979-05-02')).toBeTruthy();
  });

  it('clears an invalid ID number in the add form and saves only a complete person', async () => {
    render(<Harness initial={[]} />);
    await user.click(screen.getByRole('button', { name: '添加' }));
    const valid = fictionalIdNumber('110101', '1991-08-15', 457);
    // The form's code loads on the first tap; the same tap opens it.
    const idField = (await screen.findByLabelText('证件号码')) as HTMLInputElement;
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '钱小芳' } });
    fireEvent.change(idField, { target: { value: valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0') } });
    fireEvent.blur(idField);
    expect(await screen.findByText('被保人证件号码不合法!')).toBeTruthy();
    expect(idField.value).toBe('');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('证件号码未填写')).toBeTruthy();
    fireEvent.change(idField, { target: { value: valid } });
    fireEvent.blur(idField);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(latest).toHaveLength(1));
    expect(latest[0]).toMatchObject({ name: '钱小芳', idNumber: valid, birthDate: '1991-08-15', gender: 'M' });
  });
});
