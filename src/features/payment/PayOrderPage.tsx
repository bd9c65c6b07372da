import { useQuery } from '@tanstack/react-query';
import { Button, List, SpinLoading } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { useNavigate, useSearchParams } from 'react-router';
import { formatYuan, yuanToFen } from '../../../domain/money';
import { beijingDateTime } from '../../../domain/validators';
import { payMethodTypesQuery } from '../../lib/api/query-pay-method-types';
import { payStatusQuery } from './api/query-pay-status';
import { openPayDialog } from './open-pay-dialog';
import { outcomePath } from './pay-poller';
import './payment.css';
import { ProblemBlock } from '../../components/ProblemBlock';
import { PayMethodChooser } from '../../components/pay-method-chooser/PayMethodChooser';

/**
 * /pay?policyId=: an unpaid order, paid (again) until it expires; the method chosen picks the pay dialog. With
 * payMethod (from /wx-guide or WeChat's authorisation) it comes back chosen; with authorised=1 it pays at once.
 */
export function PayOrderPage() {
  const { t, lang } = useTranslation('payment');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const policyId = params.get('policyId') ?? '';
  const authorised = params.get('authorised') === '1';
  const status = useQuery(payStatusQuery(policyId));
  const summary = status.data?.content;
  const methods = useQuery({ ...payMethodTypesQuery(summary?.productCode ?? ''), enabled: Boolean(summary?.productCode) });
  const [payMethod, setPayMethod] = useState(params.get('payMethod') ?? undefined);
  const payable = Boolean(summary) && status.data?.returnCode !== '00' && summary?.status !== 'expired';
  const pay = (resumed = false) => {
    if (!summary) return;
    openPayDialog({
      policyId,
      payMethod,
      productCode: summary.productCode,
      totalPremium: summary.totalPremium,
      name: summary.productName[lang],
      holderName: summary.holderName,
      ...(resumed && { authorised: true }),
    });
  };
  const resumed = useRef(false);
  useEffect(() => {
    if (!authorised || !payable || resumed.current) return;
    resumed.current = true;
    pay(true);
  });

  if (!policyId) return <ProblemBlock status="empty" title={t('result.noOrder')} />;
  if (status.isPending) return <SpinLoading color="primary" className="pay-order__spinner" />;
  if (!summary) return <ProblemBlock status="default" title={status.data?.returnMsg || t('order.unavailable')} />;
  if (status.data?.returnCode === '00') {
    return (
      <ProblemBlock status="default" title={t('order.paid')}>
        <Button color="primary" onClick={() => navigate(outcomePath({ kind: 'paid', content: summary }, policyId))}>
          {t('order.viewResult')}
        </Button>
      </ProblemBlock>
    );
  }
  if (summary.status === 'expired') return <ProblemBlock status="default" title={status.data?.returnMsg} description={t('order.expired')} />;

  return (
    <section className="page pay-order">
      <h1 className="page__title">{t('order.title')}</h1>
      <List>
        <List.Item extra={summary.productName[lang]}>{t('order.product')}</List.Item>
        <List.Item extra={policyId}>{t('order.number')}</List.Item>
        <List.Item extra={formatYuan(yuanToFen(summary.totalPremium))}>{t('order.premium')}</List.Item>
        <List.Item extra={t('order.beijingTime', { time: beijingDateTime(new Date(summary.expiresAt)) })}>{t('order.payBy')}</List.Item>
      </List>
      <h2 className="pay-order__heading">{t('order.method')}</h2>
      <PayMethodChooser methods={methods.data ?? []} value={payMethod ?? ''} onChange={(choice) => setPayMethod(choice.payMethod)} label={t('order.method')} />
      <Button block color="primary" size="large" className="pay-order__submit" onClick={() => pay()}>
        {t('order.pay')}
      </Button>
    </section>
  );
}
