// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolicyDetail } from '../../../domain/api/policy-manage';
import zhServicing from '../../../domain/locales/zh-CN/servicing.json';
import zhValidation from '../../../domain/locales/zh-CN/validation.json';
import { fictionalUscc } from '../../../domain/validators';
import { i18n } from '../../lib/translate';
import { applyInvoice } from './api/apply-invoice';
import { companyInvoiceDetails } from './api/company-invoice-details';
import { InvoicePopup } from './InvoicePopup';

vi.mock('./api/apply-invoice', () => ({ applyInvoice: vi.fn() }));
vi.mock('./api/company-invoice-details', () => ({ companyInvoiceDetails: vi.fn() }));

const user = userEvent.setup();
const USCC = fictionalUscc('91', '110105', 'MA01XY007');
const COMPANY = '示例星河7号软件有限公司';
const LAST = {
  title: COMPANY,
  taxNumber: USCC,
  companyAddress: '北京市朝阳区示例路88号',
  companyPhone: '010-85001234',
  bankName: '示例银行北京朝阳支行',
  bankAccount: '110060224018800012345',
};

const policyOf = (type: 'C' | 'I', name: string, invoiceRequest: object | null = null) =>
  ({ policyNo: 'EP20261127000001', orderId: 'P20261127', holder: { type, name, email: 'w***@example.com' }, invoiceRequest }) as unknown as PolicyDetail;

afterEach(cleanup);
beforeAll(() => {
  i18n.start('zh-CN', { servicing: zhServicing, validation: zhValidation });
});
beforeEach(() => {
  vi.mocked(applyInvoice).mockReset();
  vi.mocked(companyInvoiceDetails).mockReset().mockResolvedValue(LAST);
});

describe('the invoice request', () => {
  it('fills a company’s details as last given, keeps what the agent typed, and sends one key however often it is retried', async () => {
    let answer!: (details: typeof LAST) => void;
    vi.mocked(companyInvoiceDetails).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<InvoicePopup policy={policyOf('C', COMPANY)} mode="apply" onClose={() => undefined} />);
    expect(companyInvoiceDetails).toHaveBeenCalledWith(COMPANY);
    await user.click(screen.getByRole('option', { name: '增值税专用发票' }));
    await user.type(screen.getByLabelText('企业地址'), '上海市浦东新区示例路1号');
    answer(LAST);

    expect(await screen.findByText('已按该企业上次开票或投保信息填入，请核对')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('纳税人识别号（统一社会信用代码）').value).toBe(USCC);
    expect(screen.getByLabelText<HTMLInputElement>('开户银行').value).toBe(LAST.bankName);
    expect(screen.getByLabelText<HTMLInputElement>('银行账号').value).toBe(LAST.bankAccount);
    expect(screen.getByLabelText<HTMLInputElement>('企业电话').value).toBe(LAST.companyPhone);
    expect(screen.getByLabelText<HTMLInputElement>('企业地址').value).toBe('上海市浦东新区示例路1号');

    vi.mocked(applyInvoice).mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce({ invoiceNo: '1', policyNo: 'EP1', amountFen: 1, emailMasked: 'f***@example.com', replaces: null });
    await user.type(screen.getByLabelText('接收邮箱'), 'finance@example.com');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(applyInvoice).toHaveBeenCalledTimes(2);
    const [first, second] = vi.mocked(applyInvoice).mock.calls.map(([, request]) => request);
    expect(first).toMatchObject({ billingType: 'special', taxNumber: USCC, bankName: LAST.bankName, companyAddress: '上海市浦东新区示例路1号' });
    expect(first?.idempotencyKey).toMatch(/^[\w-]{36}$/);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('asks nothing for a person and offers the holder’s e-mail, and says nothing when no company details are on record', async () => {
    render(<InvoicePopup policy={policyOf('I', '王思远')} mode="apply" onClose={() => undefined} />);
    expect(companyInvoiceDetails).not.toHaveBeenCalled();
    // Left empty, the e-mail is the holder's on the order.
    expect(screen.getByLabelText<HTMLInputElement>('接收邮箱').placeholder).toBe('留空则发送至投保人邮箱 w***@example.com');
    // A special invoice is for companies only: a person's choice stays the normal one.
    await user.click(screen.getByRole('option', { name: '增值税专用发票' }));
    expect(screen.getByRole('option', { name: '增值税普通发票' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('开户银行')).toBeNull();
    cleanup();

    vi.mocked(companyInvoiceDetails).mockResolvedValue(undefined);
    render(<InvoicePopup policy={policyOf('C', COMPANY)} mode="apply" onClose={() => undefined} />);
    await vi.waitFor(() => expect(companyInvoiceDetails).toHaveBeenCalled());
    // The answer has been read (a task after the call).
    await new Promise((settled) => setTimeout(settled));
    expect(screen.getByLabelText<HTMLInputElement>('纳税人识别号（统一社会信用代码）').value).toBe('');
    expect(screen.queryByText('已按该企业上次开票或投保信息填入，请核对')).toBeNull();
  });

  it('starts from what the customer asked for when applying: a special invoice with their credit code', async () => {
    vi.mocked(companyInvoiceDetails).mockResolvedValue(undefined);
    const wish = { invoiceFlag: 'Y', title: COMPANY, taxpayerType: 'company', billingType: 'special', taxNumber: USCC };
    render(<InvoicePopup policy={policyOf('C', COMPANY, wish)} mode="apply" onClose={() => undefined} />);
    expect(screen.getByRole('option', { name: '增值税专用发票' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('纳税人识别号（统一社会信用代码）').value).toBe(USCC);
    expect(screen.getByLabelText('开户银行')).toBeTruthy();
    cleanup();

    render(<InvoicePopup policy={policyOf('C', COMPANY, { ...wish, invoiceFlag: 'N' })} mode="apply" onClose={() => undefined} />);
    expect(screen.getByRole('option', { name: '增值税普通发票' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('纳税人识别号（统一社会信用代码）').value).toBe('');
  });
});
