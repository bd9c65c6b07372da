import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty } from 'antd-mobile';
import { useTranslation } from '../../lib/translate';
import { Link, useSearchParams } from 'react-router';
import { type BatchList, batchStatusKey } from '../../../domain/api/endorsement';
import { formatYuan } from '../../../domain/money';
import { fetchBatchPdf } from '../../lib/api/fetch-batch-pdf';
import { saveFile } from '../../lib/save-file';
import { cancelBatch } from './api/cancel-batch';
import { policyBatchesQuery } from './api/query-policy-batches';
import { PolicyPicker } from './PolicyPicker';
import './endorsement.css';

type BatchSummary = BatchList['list'][number];

/** /correctManage?policyId=: a policy's batches with their state, and what can be done with each now. */
export function CorrectManagePage() {
  const { t } = useTranslation('endorsement');
  const [params] = useSearchParams();
  const policyId = params.get('policyId') ?? '';
  const batches = useQuery({ ...policyBatchesQuery(policyId), enabled: policyId !== '' });
  if (!policyId) return <PolicyPicker title={t('manageTitle')} />;
  return (
    <article className="endorsement" aria-label={t('manageTitle')}>
      <header className="endorsement__header">
        <h1>{t('manageTitle')}</h1>
        <p>
          {t('policyNo')} {policyId}
        </p>
        <Link className="endorsement__link" to={`/correct/index?policyId=${encodeURIComponent(policyId)}`}>
          {t('newBatch')}
        </Link>
      </header>
      {batches.isSuccess && batches.data.list.length === 0 ? <Empty description={t('none')} /> : null}
      <ul className="endorsement__batches">
        {batches.data?.list.map((batch) => (
          <BatchRow key={batch.batchId} batch={batch} policyId={policyId} />
        ))}
      </ul>
    </article>
  );
}

function BatchRow({ batch, policyId }: { batch: BatchSummary; policyId: string }) {
  const { t } = useTranslation('endorsement');
  const queryClient = useQueryClient();
  const open = batch.status === 'priced' || batch.status === 'awaiting_payment';
  return (
    <li className="endorsement__batch" data-testid="batch-row">
      <strong>{t(`kinds.${batch.kind}`)}</strong> · {t(`statuses.${batchStatusKey(batch)}`)} · {batch.effectiveDate} · {formatYuan(batch.netFen)}
      {batch.endorsementNo ? ` · ${t('endorsementNo')} ${batch.endorsementNo}` : ''}
      <div className="endorsement__actions">
        <Link to={`/batch-result?batchId=${encodeURIComponent(batch.batchId)}&policyId=${encodeURIComponent(batch.orderId)}`}>{t('detail')}</Link>
        {batch.hasPdf ? (
          <Button size="mini" onClick={async () => saveFile(await fetchBatchPdf(batch.batchId), t('file', { no: batch.endorsementNo }))}>
            {t('pdf')}
          </Button>
        ) : null}
        {open ? (
          <Button
            size="mini"
            color="danger"
            fill="outline"
            onClick={async () => {
              await cancelBatch(batch.batchId);
              await queryClient.invalidateQueries({ queryKey: ['batches', policyId] });
            }}
          >
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
