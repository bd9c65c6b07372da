import { Button } from 'antd-mobile';
import { useTranslation } from '../../lib/translate';
import { Link } from 'react-router';
import { batchStatusKey } from '../../../domain/api/endorsement';
import type { PolicyDetail } from '../../../domain/api/policy-manage';
import { formatYuan } from '../../../domain/money';
import { fetchBatchPdf } from '../../lib/api/fetch-batch-pdf';
import { saveFile } from '../../lib/save-file';

/** The policy's endorsements (batches), each with its state, result page and PDF; links to change the policy and to list its batches. */
export function Endorsements({ policy }: { policy: PolicyDetail }) {
  const { t } = useTranslation(['servicing', 'endorsement']);
  const id = encodeURIComponent(policy.policyNo ?? policy.orderId);
  return (
    <section className="policy-info__section" aria-label={t('endorsements')}>
      <h2>{t('endorsements')}</h2>
      {policy.endorsements.length === 0 ? <p>{t('noEndorsements')}</p> : null}
      <ul className="policy-info__insureds">
        {policy.endorsements.map((batch) => (
          <li key={batch.batchId} data-testid="endorsement-row">
            <Link to={`/batch-result?batchId=${encodeURIComponent(batch.batchId)}&policyId=${encodeURIComponent(policy.orderId)}`}>
              {t(`endorsement:kinds.${batch.kind}`)}
            </Link>{' '}
            · {[t(`endorsement:statuses.${batchStatusKey(batch)}`), batch.effectiveDate, formatYuan(batch.netFen)].filter(Boolean).join(' · ')}
            {batch.endorsementNo ? (
              <Button size="mini" fill="none" onClick={async () => saveFile(await fetchBatchPdf(batch.batchId), t('endorsement:file', { no: batch.endorsementNo }))}>
                {t('endorsement:pdf')} {batch.endorsementNo}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {policy.actions.endorse ? (
        <p className="policy-info__links">
          <Link to={`/correct/index?policyId=${id}`}>{t('endorsement:newBatch')}</Link> · <Link to={`/correctManage?policyId=${id}`}>{t('endorsement:manageTitle')}</Link>
        </p>
      ) : null}
    </section>
  );
}
