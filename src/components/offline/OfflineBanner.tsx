import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/translate';
import { useOnline } from '../../lib/online';
import './offline.css';

/** A read that failed with nothing kept on the phone: the page cannot show it until the network returns. */
function useMissingData(): boolean {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  return useSyncExternalStore(subscribe, () => cache.getAll().some((query) => query.state.status === 'error' && query.state.data === undefined), () => false);
}

/** Says at once that the network is gone and what still works, instead of leaving a spinner to turn. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const missing = useMissingData();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <strong>{t('offline.title')}</strong>
      <span>{t('offline.stillWorks')}</span>
      {missing ? <span>{t('offline.notKept')}</span> : null}
    </div>
  );
}
