import { Dialog } from 'antd-mobile';
import { useTranslation } from '../../lib/translate';
import { agentDrafts } from '../../lib/drafts';
import { forgetSignIn } from '../../lib/session';
import { logout } from '../api/logout';
import { closeDialog } from './dialog-store';

/** Logout: the server revokes the token, the cookie goes, the page reloads signed out (portal-spec 6). */
export function ExitLoginDialog() {
  const { t } = useTranslation();
  return (
    <Dialog
      visible
      content={t('logout.confirm')}
      onClose={() => closeDialog('exitLogin')}
      actions={[
        [
          { key: 'cancel', text: t('actions.cancel'), onClick: () => closeDialog('exitLogin') },
          {
            key: 'ok',
            text: t('header.logout'),
            bold: true,
            danger: true,
            onClick: async () => {
              await logout();
              await agentDrafts.forget();
              forgetSignIn();
              window.location.reload();
            },
          },
        ],
      ]}
    />
  );
}
