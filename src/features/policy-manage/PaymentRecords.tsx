import type { PolicyDetail } from '../../../domain/api/policy-manage';
import { formatYuan } from '../../../domain/money';
import { todayInBeijing } from '../../../domain/validators';
import { useTranslation } from '../../lib/translate';

// Days as in Beijing, where the policy's dates are counted: an endorsement applied at 00:00 shows its effective date.
const dayOf = (at: string) => todayInBeijing(new Date(at));

/** 支付记录: what was paid for the policy and what went back, newest first (pending payments, not yet finished, on top). */
export function PaymentRecords({ policy }: { policy: Pick<PolicyDetail, 'payments' | 'refunds'> }) {
  const { t } = useTranslation('servicing');
  const records = [
    ...policy.payments.map((payment) => ({
      key: payment.paymentId,
      at: payment.finishedAt,
      text: [t(`paymentStatus.${payment.status}`, { defaultValue: payment.status }), formatYuan(payment.amountFen), payment.finishedAt && dayOf(payment.finishedAt)],
    })),
    ...policy.refunds.map((refund, index) => ({
      key: `refund-${index}`,
      at: refund.refundedAt,
      text: [t('paymentStatus.refunded'), formatYuan(refund.amountFen), dayOf(refund.refundedAt), t(`refundFor.${refund.kind}`, { no: refund.endorsementNo ?? '' })],
    })),
  ].sort((a, b) => (b.at ?? '\uffff').localeCompare(a.at ?? '\uffff'));
  return (
    <section className="policy-info__section">
      <h2>{t('payments')}</h2>
      {records.length === 0 ? <p>{t('noPayments')}</p> : null}
      <ul className="policy-info__insureds">
        {records.map((record) => (
          <li key={record.key}>{record.text.filter(Boolean).join(' · ')}</li>
        ))}
      </ul>
    </section>
  );
}
