import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { useLocation, useNavigate } from 'react-router';

/** Without a policy in the address: ask for its number, then come back with it. */
export function PolicyPicker({ title }: { title: string }) {
  const { t } = useTranslation('endorsement');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [policyNo, setPolicyNo] = useState('');
  return (
    <section className="endorsement endorsement__section" aria-label={title}>
      <h1>{title}</h1>
      <p>{t('policyPrompt')}</p>
      <Input aria-label={t('policyNo')} value={policyNo} onChange={setPolicyNo} clearable />
      <Button color="primary" disabled={policyNo.trim() === ''} onClick={() => navigate(`${pathname}?policyId=${encodeURIComponent(policyNo.trim())}`)}>
        {t('open')}
      </Button>
    </section>
  );
}
