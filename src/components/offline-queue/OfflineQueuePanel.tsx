import { Button } from 'antd-mobile';
import { useTranslation } from '../../lib/translate';
import { PHOTO_FAILED, type QueueJob, type SubmissionJob } from '../../lib/offline-queue';
import { removeJobs } from '../../lib/offline-queue-sync';
import '../offline/offline.css';

interface OfflineQueuePanelProps {
  jobs: readonly QueueJob[];
  /** Opens payment for a submitted application. */
  onPay: (job: SubmissionJob) => void;
}

/** The form's queue on the phone: each photo and application with its state, and its result once sent. */
export function OfflineQueuePanel({ jobs, onPay }: OfflineQueuePanelProps) {
  const { t } = useTranslation('group');
  if (jobs.length === 0) return null;
  const finished = jobs.filter((job) => job.state === 'done' || job.state === 'failed');
  const failureText = (message = '') => {
    if (!message.startsWith(PHOTO_FAILED)) return t('queue.failed', { message });
    const photo = jobs.find((job) => job.id === message.slice(PHOTO_FAILED.length));
    return t('queue.photoFailed', { number: photo?.kind === 'photo' ? photo.number : '?' });
  };
  const stateText = (job: QueueJob) => {
    if (job.state === 'failed') return failureText(job.message);
    if (job.state !== 'done') return t(`queue.${job.state}`);
    return job.kind === 'photo' ? t('queue.recognised', { name: job.person?.insName || job.person?.name || '' }) : t('queue.submitted', { policyId: job.saved?.policyId ?? '' });
  };
  return (
    <section className="offline-queue" aria-labelledby="offline-queue-title">
      <h2 id="offline-queue-title" className="offline-queue__title">
        {t('queue.title')}
      </h2>
      <ul className="offline-queue__items">
        {jobs.map((job) => (
          <li key={job.id} className="offline-queue__item" data-testid="queue-item" data-state={job.state}>
            <span>{job.kind === 'photo' ? t('queue.photo', { number: job.number }) : t('queue.submission')}</span>
            <span className={`offline-queue__state offline-queue__state--${job.state}`}>{stateText(job)}</span>
            {job.kind === 'submission' && job.state === 'done' ? (
              <Button size="small" color="primary" onClick={() => onPay(job)}>
                {t('queue.pay')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {finished.length > 0 ? (
        <Button size="small" fill="none" onClick={() => void removeJobs(finished.map((job) => job.id))}>
          {t('queue.clear')}
        </Button>
      ) : null}
    </section>
  );
}
