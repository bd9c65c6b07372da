import { Button } from 'antd-mobile';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../lib/translate';
import { isElderMode, setElderMode, subscribeElderMode } from '../lib/elder-mode';
import { changeLanguage, type Language } from '../lib/i18n';
import { useSignedIn } from '../lib/session';
import { openDialog } from './dialogs/dialog-store';

export function Header() {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  // The server (and so the hydrating render) draws the normal mode; the device's choice follows at once.
  const elder = useSyncExternalStore(subscribeElderMode, isElderMode, () => false);
  const other: Language = i18n.language === 'en-US' ? 'zh-CN' : 'en-US';
  return (
    <header className="app-header">
      <span className="app-header__title">{t('app.name')}</span>
      <span className="app-header__actions">
        <Button size="mini" fill="none" aria-pressed={elder} onClick={() => setElderMode(!elder)}>
          {t('header.elderMode')}
        </Button>
        <Button size="mini" fill="none" onClick={() => void changeLanguage(other)}>
          {t('header.language')}
        </Button>
        {signedIn ? (
          <Button size="mini" fill="none" onClick={() => openDialog('exitLogin', {})}>
            {t('header.logout')}
          </Button>
        ) : null}
      </span>
    </header>
  );
}
