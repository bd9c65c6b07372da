import { Button, ErrorBlock, Result } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link, useSearchParams } from 'react-router';
import { BATCH_POLL, type BatchInfo, batchFailureText, batchStatusKey } from '../../../domain/api/endorsement';
import { contentLanguageOf } from '../../../domain/catalog';
import { formatYuan } from '../../../domain/money';
import { fetchBatchPdf } from '../../lib/api/fetch-batch-pdf';
import { saveFile } from '../../lib/save-file';
import { fetchBatchInfo } from './api/query-batch-info';
import './endorsement.css';

const settled = (batch: BatchInfo) => batch.payFlag === 'Y' || batch.status === 'failed';

/** Batch polling of portal-spec 4 and 9: every 3 s, at most 10 tries, until the batch is paid (payFlag Y) or has failed. */
function useBatchPolling(batchId: string): { batch: BatchInfo | null; exhausted: boolean } {
  const [batch, setBatch] = useState<BatchInfo | null>(null);
  const [exhausted, setExhausted] = useState(false);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (tries: number) => {
      const info = await fetchBatchInfo(batchId).catch(() => null);
      if (stopped) return;
      if (info) setBatch(info);
      if (info && settled(info)) return;
      if (tries + 1 >= BATCH_POLL.tries) setExhausted(true);
      else timer = setTimeout(() => void poll(tries + 1), BATCH_POLL.intervalMs);
    };
    if (batchId) void poll(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [batchId]);
  return { batch, exhausted };
}

/** /batch-result?batchId=: the real outcome of a batch: paid and waiting for its date, effective with its PDF, or failed. */
export function BatchResultPage() {
  const { t, i18n } = useTranslation('endorsement');
  const [params] = useSearchParams();
  const batchId = params.get('batchId') ?? '';
  const { batch, exhausted } = useBatchPolling(batchId);
  if (!batchId) return <ErrorBlock status="empty" title={t('resultTitle')} />;
  const waitingForDate = (paid: BatchInfo) => {
    const key = batchStatusKey(paid);
    if (key === 'refundDue') return t('resultRefundDue', { date: paid.effectiveDate, amount: formatYuan(-paid.netFen) });
    return t(key === 'submitted' ? 'resultSubmitted' : 'resultPaid', { date: paid.effectiveDate });
  };
  const status = !batch ? 'waiting' : batch.status === 'failed' ? 'error' : batch.payFlag === 'Y' ? 'success' : 'waiting';
  const title = !batch
    ? t('resultWaiting')
    : batch.status === 'effective'
      ? t('resultEffective', { no: batch.endorsementNo })
      : batch.status === 'failed'
        ? t('resultFailed', { reason: batchFailureText(batch.failureReason ?? '', contentLanguageOf(i18n.language)) })
        : batch.payFlag === 'Y'
          ? waitingForDate(batch)
          : t('resultWaiting');
  return (
    <article className="endorsement endorsement__result" aria-label={t('resultTitle')}>
      <Result status={status} title={title} description={exhausted && batch?.payFlag !== 'Y' ? t('resultWaiting') : undefined} />
      {batch ? (
        <dl className="endorsement__facts">
          <dt>{t('kind')}</dt>
          <dd>{t(`kinds.${batch.kind}`)}</dd>
          <dt>{t('policyNo')}</dt>
          <dd>{batch.policyNo}</dd>
          <dt>{t('status')}</dt>
          <dd data-testid="batch-status">{t(`statuses.${batchStatusKey(batch)}`)}</dd>
          <dt>{t('after')}</dt>
          <dd>{t('people', { count: batch.insuredAfter })}</dd>
          <dt>{t('net')}</dt>
          <dd>{formatYuan(batch.netFen)}</dd>
        </dl>
      ) : null}
      {batch?.hasPdf ? (
        <Button block onClick={async () => saveFile(await fetchBatchPdf(batch.batchId), t('file', { no: batch.endorsementNo }))}>
          {t('pdf')}
        </Button>
      ) : null}
      {batch ? (
        <Link className="endorsement__link" to={`/policyInfo?policyId=${encodeURIComponent(batch.policyNo)}`}>
          {t('backToPolicy')}
        </Link>
      ) : null}
    </article>
  );
}
