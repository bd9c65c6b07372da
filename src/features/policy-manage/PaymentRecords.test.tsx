// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PolicyDetail } from '../../../domain/api/policy-manage';
import enServicing from '../../../domain/locales/en-US/servicing.json';
import zhServicing from '../../../domain/locales/zh-CN/servicing.json';
import { i18n } from '../../lib/translate';
import { PaymentRecords } from './PaymentRecords';

const payment = (paymentId: string, amountFen: number, finishedAt: string) => ({ paymentId, method: 'balance', channel: 'balance', amountFen, status: 'paid', finishedAt });
const POLICY: Pick<PolicyDetail, 'payments' | 'refunds'> = {
  payments: [payment('PAY2', 6000, '2026-11-20T02:00:00.000Z'), payment('PAY1', 25800, '2026-11-10T02:00:00.000Z')],
  refunds: [
    { kind: 'cancellation', endorsementNo: null, amountFen: 25800, refundedAt: '2026-11-27T02:00:00.000Z' },
    { kind: 'endorsement', endorsementNo: 'EN2026112500000001', amountFen: 6000, refundedAt: '2026-11-24T16:00:00.000Z' },
  ],
};

afterEach(cleanup);

describe('the payment records of a policy', () => {
  it('lists refunds of endorsements and of the policy’s end among the payments, newest first, in Chinese', () => {
    i18n.start('zh-CN', { servicing: zhServicing });
    render(<PaymentRecords policy={POLICY} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '已退款 · ¥258.00 · 2026-11-27 · 注销退费',
      '已退款 · ¥60.00 · 2026-11-25 · 批改EN2026112500000001退费',
      '已支付 · ¥60.00 · 2026-11-20',
      '已支付 · ¥258.00 · 2026-11-10',
    ]);
  });

  it('labels them refunded in English', () => {
    i18n.start('en-US', { servicing: enServicing });
    render(<PaymentRecords policy={{ payments: [], refunds: POLICY.refunds.slice(1) }} />);
    expect(screen.getByRole('listitem').textContent).toBe('Refunded · ¥60.00 · 2026-11-25 · refund of endorsement EN2026112500000001');
  });
});
