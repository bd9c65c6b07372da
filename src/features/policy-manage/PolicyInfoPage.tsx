import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Empty, ErrorBlock, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { useSearchParams } from 'react-router';
import type { PolicyDetail } from '../../../domain/api/policy-manage';
import { formatYuan } from '../../../domain/money';
import { saveFile } from '../../lib/save-file';
import { cancelPolicy } from './api/cancel-policy';
import { exportPolicyFile } from './api/export-policy-file';
import { policyQuery } from '../../lib/api/query-policy';
import { insuredsQuery } from '../../lib/api/query-insureds';
import { Endorsements } from './Endorsements';
import { InvoicePopup } from './InvoicePopup';
import { PaymentRecords } from './PaymentRecords';
import { StandingTag } from './StandingTag';
import './policy-manage.css';
import { Facts, periodText } from '../../components/facts/Facts';
import { wantsInvoice } from '../../../domain/api/order';

/** /policyInfo?policyId=: one policy (or order) whole, with what the signed-in principal may do with it. */
export function PolicyInfoPage() {
  const { t } = useTranslation('servicing');
  const [params] = useSearchParams();
  const policyId = params.get('policyId') ?? '';
  const policy = useQuery({ ...policyQuery(policyId), enabled: policyId !== '' });
  if (!policyId) return <ErrorBlock status="empty" title={t('noPolicy')} />;
  if (!policy.data) return null;
  return <PolicyInfo policy={policy.data} />;
}

function PolicyInfo({ policy }: { policy: PolicyDetail }) {
  const { t, lang } = useTranslation('servicing');
  const queryClient = useQueryClient();
  const [invoiceMode, setInvoiceMode] = useState<'apply' | 'reapply' | null>(null);
  const id = policy.policyNo ?? policy.orderId;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['policy'] });

  const download = async (kind: 'exportInsureds' | 'exportOriginalPolicy' | 'exportInvoice', name: string) => saveFile(await exportPolicyFile(kind, id), name);
  const cancel = async () => {
    const quote = await cancelPolicy({ policyId: id });
    const ask = quote.kind === 'order' ? t('cancel.askOrder') : t('cancel.ask', { refund: formatYuan(quote.refundFen), premium: formatYuan(quote.premiumFen) });
    if (!(await Dialog.confirm({ title: t('cancel.title'), content: ask, confirmText: t('cancel.confirm'), cancelText: t('cancel.keep') }))) return;
    const done = await cancelPolicy({ policyId: id, confirm: true, idempotencyKey: `cancel-${id}-${Date.now()}` });
    await Dialog.alert({ content: done.kind === 'order' ? t('cancel.doneOrder') : t('cancel.done', { refund: formatYuan(done.refundFen) }), confirmText: t('ok') });
    await refresh();
  };

  return (
    <article className="policy-info" aria-label={t('detailTitle')}>
      <section className="policy-info__section">
        <h2>
          {policy.productName[lang]} {policy.standing ? <StandingTag standing={policy.standing} /> : <span>{t(`orderStatus.${policy.orderStatus}`)}</span>}
        </h2>
        <Facts
          facts={[
            [t('fields.policyNo'), policy.policyNo || null],
            [t('fields.orderId'), policy.orderId],
            [t('fields.plan'), policy.planName[lang]],
            [t('fields.insurer'), policy.insurerName[lang]],
            [t('fields.period'), periodText(policy.startDate, policy.endDate)],
            [t('fields.premium'), formatYuan(policy.premiumFen)],
          ]}
        />
        <div className="policy-info__actions">
          {policy.actions.exportOriginalPolicy ? (
            <Button size="small" onClick={() => void download('exportOriginalPolicy', t('files.ePolicy', { id }))}>
              {t('actions.ePolicy')}
            </Button>
          ) : null}
          {policy.actions.exportInsureds ? (
            <Button size="small" onClick={() => void download('exportInsureds', t('files.insureds', { id }))}>
              {t('actions.exportInsureds')}
            </Button>
          ) : null}
          {policy.actions.applyInvoice ? (
            <Button size="small" onClick={() => setInvoiceMode('apply')}>
              {t('actions.applyInvoice')}
            </Button>
          ) : null}
          {policy.actions.reapplyInvoice ? (
            <Button size="small" onClick={() => setInvoiceMode('reapply')}>
              {t('actions.reapplyInvoice')}
            </Button>
          ) : null}
          {policy.actions.cancel ? (
            <Button size="small" color="danger" fill="outline" onClick={() => void cancel().catch(() => undefined)}>
              {t('actions.cancel')}
            </Button>
          ) : null}
        </div>
      </section>

      <section className="policy-info__section">
        <h2>{t('holder')}</h2>
        <dl className="facts">
          <dt>{t('fields.holder')}</dt>
          <dd>{policy.holder.name}</dd>
          <dt>{t('fields.idNumber')}</dt>
          <dd>{policy.holder.idNumber}</dd>
          <dt>{t('fields.phone')}</dt>
          <dd>{policy.holder.phone}</dd>
          {policy.holder.email ? (
            <>
              <dt>{t('fields.email')}</dt>
              <dd>{policy.holder.email}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <Insureds policyId={id} count={policy.insuredCount} />

      <PaymentRecords policy={policy} />

      <section className="policy-info__section">
        <h2>{t('invoices')}</h2>
        {policy.invoices.length === 0 ? <p>{wantsInvoice(policy.invoiceRequest) ? t('invoiceWished', { title: policy.invoiceRequest.title ?? policy.holder.name }) : t('noInvoices')}</p> : null}
        <ul className="policy-info__insureds">
          {policy.invoices.map((invoice) => (
            <li key={invoice.invoiceNo} className="invoice-row">
              <span className="invoice-row__text">
                {invoice.invoiceNo} · {t(`invoice.billing.${invoice.billingType}`)} · {formatYuan(invoice.amountFen)}
              </span>
              <Tag className="invoice-row__status" color={invoice.status === 'issued' ? 'success' : 'default'} fill="outline">
                {t(`invoice.status.${invoice.status}`)}
              </Tag>
              {invoice.status === 'issued' ? (
                <Button size="mini" fill="none" onClick={() => void download('exportInvoice', t('files.invoice', { no: invoice.invoiceNo }))}>
                  {t('actions.downloadInvoice')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <Endorsements policy={policy} />

      {invoiceMode ? (
        <InvoicePopup
          policy={policy}
          mode={invoiceMode}
          onClose={(issued) => {
            setInvoiceMode(null);
            if (issued) void refresh();
          }}
        />
      ) : null}
    </article>
  );
}

function Insureds({ policyId, count }: { policyId: string; count: number }) {
  const { t } = useTranslation('servicing');
  const insureds = useInfiniteQuery(insuredsQuery(policyId));
  const rows = insureds.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className="policy-info__section" aria-label={t('insureds', { count })}>
      <h2>{t('insureds', { count })}</h2>
      {insureds.isSuccess && rows.length === 0 ? <Empty description={t('noInsureds')} /> : null}
      <ol className="policy-info__insureds">
        {rows.map((insured) => (
          <li key={insured.seq} data-testid="insured-row">
            {[insured.name, insured.idNumber, insured.occupationName, formatYuan(insured.premiumFen)].filter(Boolean).join(' · ')}
          </li>
        ))}
      </ol>
      {insureds.hasNextPage ? (
        <Button block fill="none" loading={insureds.isFetchingNextPage} onClick={() => void insureds.fetchNextPage()}>
          {t('more')}
        </Button>
      ) : null}
    </section>
  );
}
