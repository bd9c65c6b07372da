import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../lib/translate';
import type { BatchInfo } from '../../../domain/api/endorsement';
import { formatYuan } from '../../../domain/money';
import { submitBatch } from './api/submit-batch';
import { BatchPayForm } from './BatchPayForm';

/** Before and after, per-line amounts and totals; then submit, and pay when the difference is owed (keyed by the priced batch). */
export function BatchPreview({ batch: initial, onDone }: { batch: BatchInfo; onDone: (batch: BatchInfo) => void }) {
  const { t } = useTranslation('endorsement');
  const [batch, setBatch] = useState(initial);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      const submitted = await submitBatch(batch.batchId);
      if (submitted.status === 'awaiting_payment') setBatch(submitted);
      else onDone(submitted);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="endorsement__section endorsement__preview" aria-label={t('preview')}>
      <h2>{t('preview')}</h2>
      <dl className="endorsement__facts">
        <dt>{t('kind')}</dt>
        <dd>{t(`kinds.${batch.kind}`)}</dd>
        <dt>{t('effectiveDate')}</dt>
        <dd>{batch.effectiveDate}</dd>
        <dt>{t('before')}</dt>
        <dd>{t('people', { count: batch.insuredBefore })}</dd>
        <dt>{t('after')}</dt>
        <dd>{t('people', { count: batch.insuredAfter })}</dd>
        <dt>{t('charge')}</dt>
        <dd>{formatYuan(batch.chargeFen)}</dd>
        <dt>{t('refund')}</dt>
        <dd>{formatYuan(batch.refundFen)}</dd>
        <dt>{t('net')}</dt>
        <dd data-testid="batch-net">{formatYuan(batch.netFen)}</dd>
      </dl>
      <p className="endorsement__hint">{t('days', { remaining: batch.remainingDays, total: batch.totalDays })}</p>
      {batch.corrections.length > 0 ? (
        <ul aria-label={t('corrections')}>
          {batch.corrections.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      {batch.lines.length > 0 ? (
      <table className="endorsement__table">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('name')}</th>
            <th>{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {batch.lines.map((line) => (
            <tr key={line.seq}>
              <td>{line.seq}</td>
              <td>{line.kind === 'replace' ? `${line.removedName} → ${line.name}` : (line.name ?? line.removedName)}</td>
              <td>{formatYuan(line.amountFen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      ) : null}
      {batch.status === 'priced' ? (
        <Button block color="primary" loading={busy} onClick={() => void submit()}>
          {t('submit')}
        </Button>
      ) : null}
      {batch.status === 'awaiting_payment' ? <BatchPayForm batch={batch} onPaid={() => onDone(batch)} /> : null}
    </section>
  );
}
