import { useTranslation } from '../lib/translate';
import { useNavigate, useSearchParams } from 'react-router';
import { readShare, signedInNow } from '../lib/session';
import { LoginModes } from './dialogs/LoginDialog';

/** The standalone sign-in page: the three modes of the login dialog, then on to `redirect` (else policy management). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const userId = params.get('u') ?? readShare().u ?? '';
  const redirect = params.get('redirect');
  // Only paths of this site: a sign-in link cannot send anyone elsewhere.
  const target = redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/policyManage';
  return (
    <section className="login-page login-dialog" aria-label={t('title')}>
      <h1 className="login-dialog__title">{t('title')}</h1>
      <LoginModes
        userId={userId}
        onSignedIn={() => {
          signedInNow();
          void navigate(target, { replace: true });
        }}
      />
    </section>
  );
}
