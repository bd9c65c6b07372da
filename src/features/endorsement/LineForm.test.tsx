// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BatchKind } from '../../../domain/api/endorsement';
import zhEndorsement from '../../../domain/locales/zh-CN/endorsement.json';
import zhValidation from '../../../domain/locales/zh-CN/validation.json';
import { fictionalIdNumber } from '../../../domain/validators';
import { i18n } from '../../lib/translate';
import { LineForm } from './LineForm';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api/client', () => ({ http: { post } }));

const user = userEvent.setup();
const person = (seq: number, name: string) => ({ seq, name, idType: '1', idNumber: `110105********${1230 + seq}`, birthDate: null, gender: 'M', occupationName: '内勤人员', occupationLevel: '1', premiumFen: 6000 });
const PEOPLE = [person(0, '周明远'), person(1, '吴佳怡'), person(2, '郑浩然')];

/** getPolicyInfo as the server answers it: two a page, or the people of one name or ID number ending. */
function answer(_url: string, body: { afterSeq: number; pageSize: number; insuredName?: string; idNumberTail?: string }) {
  const matching = PEOPLE.filter(
    (one) => one.seq > body.afterSeq && (!body.insuredName || one.name === body.insuredName) && (!body.idNumberTail || one.idNumber.endsWith(body.idNumberTail)),
  );
  const list = matching.slice(0, 2);
  return Promise.resolve({ content: { list, nextSeq: matching.length > 2 ? list[1].seq : null } });
}

function renderForm(kind: BatchKind, picked: number[] = []) {
  const onAdd = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LineForm kind={kind} policyId="EP2026112800000001" picked={new Set(picked)} onAdd={onAdd} />
    </QueryClientProvider>,
  );
  return { onAdd, picker: screen.getByRole('region', { name: '从保单名单中选择离开人员' }) };
}

afterEach(cleanup);
beforeAll(() => {
  i18n.start('zh-CN', { endorsement: zhEndorsement, validation: zhValidation });
});
beforeEach(() => {
  post.mockReset().mockImplementation(answer);
});

describe('picking the leaving person from the policy’s list', () => {
  it('lists the people with masked ID numbers page by page, shows who is picked already, and makes a removal line of a tap', async () => {
    const { onAdd, picker } = renderForm('delete', [1]);
    const first = await within(picker).findByRole('button', { name: '周明远 · 110105********1230 · 内勤人员 · ¥60.00' });
    expect(within(picker).getByRole<HTMLButtonElement>('button', { name: /^吴佳怡 .* · 已选$/ }).disabled).toBe(true);
    await user.click(within(picker).getByRole('button', { name: '加载更多' }));
    expect((await within(picker).findByRole<HTMLButtonElement>('button', { name: /^郑浩然/ })).disabled).toBe(false);
    expect(post).toHaveBeenLastCalledWith('/policy/getPolicyInfo', { policyId: 'EP2026112800000001', afterSeq: 1, pageSize: 20 });

    await user.click(first);
    expect(onAdd).toHaveBeenCalledWith({ leaving: { seq: 0, name: '周明远', idMasked: '110105********1230' } });
  });

  it('finds people by name on the server', async () => {
    const { picker } = renderForm('delete');
    await within(picker).findByRole('button', { name: /^周明远/ });
    await user.type(within(picker).getByRole('searchbox', { name: '按姓名或证件号后四位查找被保险人' }), '郑浩然');
    await user.click(within(picker).getByRole('button', { name: '查找' }));
    await within(picker).findByRole('button', { name: /^郑浩然/ });
    expect(within(picker).getAllByRole('listitem')).toHaveLength(1);
    expect(post).toHaveBeenLastCalledWith('/policy/getPolicyInfo', { policyId: 'EP2026112800000001', afterSeq: -1, pageSize: 20, insuredName: '郑浩然' });

    await user.clear(within(picker).getByRole('searchbox'));
    await user.type(within(picker).getByRole('searchbox'), '王小明{Enter}');
    expect(await within(picker).findByText('保单中没有符合条件的被保险人')).toBeTruthy();
  });

  it('finds people by the last four characters of their ID number, the part an agent reads off a staff list', async () => {
    const { picker } = renderForm('delete');
    await within(picker).findByRole('button', { name: /^周明远/ });
    await user.type(within(picker).getByRole('searchbox', { name: '按姓名或证件号后四位查找被保险人' }), '1231{Enter}');
    await within(picker).findByRole('button', { name: /^吴佳怡 · 110105\*+1231/ });
    expect(within(picker).getAllByRole('listitem')).toHaveLength(1);
    expect(post).toHaveBeenLastCalledWith('/policy/getPolicyInfo', { policyId: 'EP2026112800000001', afterSeq: -1, pageSize: 20, idNumberTail: '1231' });
  });

  it('keeps the person picked to be replaced while the joining person is typed, and sends their place on the list', async () => {
    const { onAdd, picker } = renderForm('replace');
    await user.click(await within(picker).findByRole('button', { name: /^吴佳怡/ }));
    const chosen = screen.getByRole('group', { name: '离开人员（已从名单选择）' });
    expect(chosen.textContent).toContain('吴佳怡 110105********1231');
    expect(within(picker).getByRole<HTMLButtonElement>('button', { name: /^吴佳怡 .* · 已选$/ }).disabled).toBe(true);

    const idNumber = fictionalIdNumber('110105', '1990-05-12', 321);
    await user.type(screen.getByLabelText('姓名'), '王新员');
    await user.type(screen.getByLabelText('证件号码'), idNumber);
    await user.click(screen.getByRole('button', { name: '添加一行' }));
    expect(onAdd).toHaveBeenCalledWith({
      leaving: { seq: 1, name: '吴佳怡', idMasked: '110105********1231' },
      joining: expect.objectContaining({ name: '王新员', idType: '1', idNumber }),
    });
    expect(screen.queryByRole('group', { name: '离开人员（已从名单选择）' })).toBeNull();
  });

  it('still takes a typed ID number, and asks for one when neither is given', async () => {
    const { onAdd } = renderForm('delete');
    await user.click(screen.getByRole('button', { name: '添加一行' }));
    expect(await screen.findByText('请输入证件号码')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('证件号码'), '110105198503086543');
    await user.click(screen.getByRole('button', { name: '添加一行' }));
    expect(onAdd).toHaveBeenCalledWith({ leaving: { name: '', idNumber: '110105198503086543' } });
  });
});
