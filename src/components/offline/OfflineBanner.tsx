import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/online';
import './offline.css';

/** Says at once that the network is gone and what still works, instead of leaving a spinner to turn. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <strong>{t('offline.title')}</strong>
      <span>{t('offline.stillWorks')}</span>
    </div>
  );
}
