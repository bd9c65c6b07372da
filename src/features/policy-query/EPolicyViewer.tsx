import { Button, Input, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { useNavigate } from 'react-router';
import type { HolderPolicy } from '../../../domain/api/policy';
import { emailEpolicy } from './api/email-epolicy';
import { ePolicyPageUrl, ePolicyUrl } from './api/epolicy-urls';

/** Inside WeChat: the e-policy as page images, sent by e-mail on request, or opened in the phone's browser. */
export function EPolicyViewer({ policy, onClose }: { policy: HolderPolicy; onClose: () => void }) {
  const { t } = useTranslation('policy');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const pages = Array.from({ length: policy.pages ?? 1 }, (_, index) => index + 1);

  const send = async () => {
    setSending(true);
    try {
      const message = await emailEpolicy({ policyNo: policy.policyNo ?? '', access: policy.access ?? '', ...(email.trim() && { email: email.trim() }) });
      Toast.show({ content: message || t('viewer.sent') });
    } catch {
      // The client has shown the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <Popup visible onMaskClick={onClose} bodyClassName="epolicy-viewer" position="bottom">
      <section role="dialog" aria-label={t('viewer.title')}>
        <header className="epolicy-viewer__header">
          <h2>{t('viewer.title')}</h2>
          <Button size="small" fill="none" onClick={onClose}>
            {t('viewer.close')}
          </Button>
        </header>
        <p className="epolicy-viewer__hint">{t('viewer.hint')}</p>
        <div className="epolicy-viewer__pages">
          {pages.map((page) => (
            <img key={page} src={ePolicyPageUrl(policy, page)} alt={t('viewer.page', { page, total: pages.length })} loading="lazy" />
          ))}
        </div>
        <div className="epolicy-viewer__actions">
          <Input placeholder={t('viewer.emailPlaceholder')} value={email} onChange={setEmail} type="email" clearable aria-label={t('viewer.emailPlaceholder')} />
          <Button block color="primary" loading={sending} onClick={send}>
            {t('viewer.email')}
          </Button>
          <Button block onClick={() => navigate(`/wx-guide?${new URLSearchParams({ target: ePolicyUrl(policy, true) })}`)}>
            {t('viewer.openInBrowser')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
