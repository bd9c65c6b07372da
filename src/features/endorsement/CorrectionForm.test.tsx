// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import zhEndorsement from '../../../domain/locales/zh-CN/endorsement.json';
import zhValidation from '../../../domain/locales/zh-CN/validation.json';
import { i18n } from '../../lib/translate';
import { CorrectionForm } from './CorrectionForm';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api/client', () => ({ http: { post } }));

const user = userEvent.setup();
const person = (seq: number, name: string) => ({ seq, name, idType: '1', idNumber: `110105********${1230 + seq}`, birthDate: null, gender: 'M', occupationName: '内勤人员', occupationLevel: '1', premiumFen: 6000 });

function renderForm() {
  const onCheck = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CorrectionForm kind="insured" policyId="EP2026112800000001" busy={false} onCheck={onCheck} />
    </QueryClientProvider>,
  );
  return { onCheck, picker: screen.getByRole('region', { name: '从保单名单中选择要更正的被保险人' }) };
}

afterEach(cleanup);
beforeAll(() => {
  i18n.start('zh-CN', { endorsement: zhEndorsement, validation: zhValidation });
});
beforeEach(() => {
  post.mockReset().mockResolvedValue({ content: { list: [person(0, '周明远'), person(1, '吴佳怡')], nextSeq: null } });
});

describe('correcting an insured’s details', () => {
  it('takes the person picked from the policy’s list, by their place on it, and the new name typed', async () => {
    const { onCheck, picker } = renderForm();
    await user.click(await within(picker).findByRole('button', { name: '周明远 · 110105********1230 · 内勤人员 · ¥60.00' }));
    const chosen = screen.getByRole('group', { name: '更正的被保险人（已从名单选择）' });
    expect(chosen.textContent).toContain('周明远 110105********1230');
    expect(screen.queryByLabelText('证件号码')).toBeNull();
    expect(within(picker).getByRole<HTMLButtonElement>('button', { name: /^周明远 .* · 已选$/ }).disabled).toBe(true);

    await user.type(screen.getByLabelText('姓名'), '周明源');
    await user.click(screen.getByRole('button', { name: '校验批改' }));
    // The form checks with the schema loaded on first use.
    await vi.waitFor(() => expect(onCheck).toHaveBeenCalledWith({ kind: 'insured', insureds: [{ seq: 0, name: '周明源' }] }));
  });

  it('goes back to the ID number typed when the agent picks someone else, and asks for it when nobody is named', async () => {
    const { onCheck, picker } = renderForm();
    await user.click(await within(picker).findByRole('button', { name: /^吴佳怡/ }));
    await user.click(within(screen.getByRole('group', { name: '更正的被保险人（已从名单选择）' })).getByRole('button', { name: '重新选择' }));
    expect(screen.queryByRole('group', { name: '更正的被保险人（已从名单选择）' })).toBeNull();

    await user.type(screen.getByLabelText('职业名称'), '外勤人员');
    await user.click(screen.getByRole('button', { name: '校验批改' }));
    expect(await screen.findByText('请输入证件号码')).toBeTruthy();
    expect(onCheck).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('证件号码'), '110105198503086543');
    await user.click(screen.getByRole('button', { name: '校验批改' }));
    await vi.waitFor(() => expect(onCheck).toHaveBeenCalledWith({ kind: 'insured', insureds: [{ idNumber: '110105198503086543', occupationName: '外勤人员' }] }));
  });
});
