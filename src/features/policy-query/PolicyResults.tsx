import { Button, Card, Empty } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { HolderPolicy } from '../../../domain/api/policy';
import { PolicyStandingNote } from '../../components/policy-standing/PolicyStandingNote';
import { useTranslation } from '../../lib/translate';
import { ePolicyUrl } from './api/epolicy-urls';

// The e-policy viewer (a popup with its animation library) loads when a policy is opened in WeChat.
const EPolicyViewer = lazy(async () => ({ default: (await import('./EPolicyViewer')).EPolicyViewer }));

const inWeChat = () => /MicroMessenger/i.test(navigator.userAgent);

/** The holder's policies found by the query (or "none"), each with its e-policy and, when allowed, surrender. */
export function PolicyResults({ policies }: { policies: HolderPolicy[] }) {
  const { t, lang } = useTranslation('policy');
  const [viewing, setViewing] = useState<HolderPolicy | null>(null);

  const download = (policy: HolderPolicy) => {
    // WeChat blocks file downloads: the pages are shown as images instead.
    if (inWeChat()) setViewing(policy);
    else window.location.assign(ePolicyUrl(policy, true));
  };

  return (
    <>
      {policies.length === 0 ? <Empty description={t('query.none')} /> : null}
      {policies.map((policy, index) => (
        <Card key={policy.policyNo ?? index} className="policy-card" title={policy.productName[lang]}>
          <dl className="policy-card__fields">
            <dt>{t('fields.policyNo')}</dt>
            <dd>{policy.policyNo ?? t('fields.issuing')}</dd>
            <dt>{t('fields.product')}</dt>
            <dd>{policy.productName[lang]}</dd>
            <dt>{t('fields.insurer')}</dt>
            <dd>{policy.insurerName[lang]}</dd>
            <dt>{t('fields.effective')}</dt>
            <dd>{t('fields.startOfDay', { date: policy.startDate })}</dd>
            <dt>{t('fields.expiry')}</dt>
            <dd>{t('fields.endOfDay', { date: policy.endDate })}</dd>
          </dl>
          {policy.status === 'paid' ? <p className="policy-card__hint">{t('issuingHint')}</p> : null}
          {policy.standing ? <PolicyStandingNote className="policy-card__hint" standing={policy.standing} endDate={policy.endDate} /> : null}
          {policy.status !== 'paid' ? (
            <Button block color="primary" fill="outline" onClick={() => download(policy)}>
              {t('download')}
            </Button>
          ) : null}
          {policy.surrenderable ? (
            <Link className="policy-card__link" to={`/astp/surrender?${new URLSearchParams({ policyNo: policy.policyNo ?? '', access: policy.access ?? '' })}`}>
              {t('surrender')}
            </Link>
          ) : null}
        </Card>
      ))}
      {viewing ? (
        <Suspense fallback={null}>
          <EPolicyViewer policy={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
