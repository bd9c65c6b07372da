import { Button, Card, Dialog, Empty, List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translate';
import { type HolderPolicy, holderPolicyQueryRequest } from '../../../domain/api/policy';
import type { SurrenderQuote, SurrenderResult } from '../../../domain/api/storefront';
import { formatYuan } from '../../../domain/money';
import { queryHolderPolicies } from '../../lib/api/query-holder-policies';
import { useZodForm } from '../../lib/forms';
import { confirmSurrender } from './api/confirm-surrender';
import { quoteSurrender } from './api/quote-surrender';
import { NativeInput } from './fields';
import './storefront.css';

/**
 * /astp/surrender: the holder proves the policy as in the policy query (phone + certificate number), sees what
 * cancelling or surrendering refunds, and confirms.
 */
export function SurrenderPage() {
  const { t, lang } = useTranslation('storefront');
  const form = useZodForm(holderPolicyQueryRequest, { defaultValues: { holderPhone: '', holderIdNumber: '' }, mode: 'onSubmit' });
  const [policies, setPolicies] = useState<HolderPolicy[] | null>(null);
  const [quote, setQuote] = useState<{ policyNo: string; access: string | null; terms: SurrenderQuote } | null>(null);
  // From the policy query: the policy and its short-lived signed access (the proof), never the phone or ID number.
  const [params] = useSearchParams();
  const linkedNo = params.get('policyNo');
  const linkedAccess = params.get('access');
  useEffect(() => {
    if (!linkedNo || !linkedAccess) return;
    quoteSurrender(linkedNo, linkedAccess).then(
      (terms) => setQuote({ policyNo: linkedNo, access: linkedAccess, terms }),
      () => undefined,
    );
  }, [linkedNo, linkedAccess]);
  const [done, setDone] = useState<SurrenderResult | null>(null);

  const find = form.handleSubmit(async (values) => {
    setPolicies(await queryHolderPolicies(values).catch(() => []));
  });

  const confirm = async () => {
    if (!quote) return;
    const ok = await Dialog.confirm({ content: t('surrender.confirmAsk', { refund: formatYuan(quote.terms.refundFen) }), confirmText: t('surrender.confirm'), cancelText: t('form.cancel') });
    if (ok) setDone(await confirmSurrender(quote.policyNo, quote.access, crypto.randomUUID()));
  };

  if (done) {
    return (
      <section className="sf-page">
        <h1 className="sf-detail__title">{t(`surrender.done.${done.status}`)}</h1>
        <p className="sf-page__text">
          {/* Cancelled before its start, the policy never covered anyone: no end of cover to state. */}
          {done.status === 'cancelled' ? t('surrender.refundedNoCover', { refund: formatYuan(done.refundFen) }) : t('surrender.refunded', { refund: formatYuan(done.refundFen), endsOn: done.endsOn })}
        </p>
      </section>
    );
  }

  return (
    <section className="sf-page">
      <h1 className="sf-detail__title">{t('surrender.title')}</h1>
      <p className="muted sf-page__text">{t('surrender.intro')}</p>
      <form className="sf-box" onSubmit={find} noValidate>
        <NativeInput control={form.control} name="holderPhone" label={t('surrender.phone')} type="tel" maxLength={11} />
        <NativeInput control={form.control} name="holderIdNumber" label={t('surrender.idNumber')} />
        <Button block color="primary" type="submit" loading={form.formState.isSubmitting}>
          {t('surrender.find')}
        </Button>
      </form>
      {policies?.length === 0 ? <Empty description={t('surrender.none')} /> : null}
      {policies?.map((policy) => (
        <Card key={policy.policyNo ?? policy.startDate} title={policy.productName[lang]} className="sf-box">
          <p>
            {policy.policyNo ?? t('surrender.issuing')} · {policy.startDate} – {policy.endDate}
          </p>
          {policy.policyNo && policy.surrenderable ? (
            <Button size="small" color="danger" fill="outline" onClick={async () => setQuote({ policyNo: policy.policyNo!, access: policy.access, terms: await quoteSurrender(policy.policyNo!, policy.access) })}>
              {t('surrender.apply')}
            </Button>
          ) : null}
        </Card>
      ))}
      {quote ? (
        <section className="sf-box" aria-label={t('surrender.refundTitle')}>
          <h2 className="sf-box__title">{t(`surrender.kind.${quote.terms.kind}`)}</h2>
          <List>
            <List.Item extra={formatYuan(quote.terms.premiumFen)}>{t('surrender.premium')}</List.Item>
            {quote.terms.kind === 'surrender' ? (
              <>
                <List.Item extra={`${quote.terms.daysInForce} / ${quote.terms.totalDays}`}>{t('surrender.days')}</List.Item>
                <List.Item extra={quote.terms.endsOn}>{t('surrender.endsOn')}</List.Item>
              </>
            ) : null}
            <List.Item extra={<strong className="sf-price">{formatYuan(quote.terms.refundFen)}</strong>}>{t('surrender.refund')}</List.Item>
          </List>
          <p className="muted">
            {quote.terms.noRefundReason ? t(`surrender.reason.${quote.terms.noRefundReason}`) : t(`surrender.rule.${quote.terms.kind}`)}
            {quote.terms.tripType === 'annual' && quote.terms.kind === 'surrender' ? ` ${t('surrender.annualNotice')}` : ''}
          </p>
          <Button block color="danger" onClick={confirm}>
            {t('surrender.confirm')}
          </Button>
        </section>
      ) : null}
    </section>
  );
}
