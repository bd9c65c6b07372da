import { PolicyStandingNote } from '../../components/policy-standing/PolicyStandingNote';
import { Button, Card, Empty } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link } from 'react-router';
import type { HolderPolicy } from '../../../domain/api/policy';
import { TextInput } from '../../lib/field-frame';
import { queryHolderPolicies } from '../../lib/api/query-holder-policies';
import { usePlainForm } from '../../lib/plain-form';
import { ePolicyUrl } from './api/epolicy-urls';
import './policy-query.css';

// The schema (and zod with it) loads at the first check of the form, not with the page; no react-hook-form either.
const loadQuerySchema = async () => (await import('../../../domain/api/policy')).holderPolicyQueryRequest;

// The e-policy viewer (a popup with its animation library) loads when a policy is opened in WeChat.
const EPolicyViewer = lazy(async () => ({ default: (await import('./EPolicyViewer')).EPolicyViewer }));

const inWeChat = () => /MicroMessenger/i.test(navigator.userAgent);

/** /astp/policyQuery: the policyholder's phone + certificate number list their policies and e-policies. */
export function PolicyQueryPage() {
  const { t, i18n } = useTranslation('policy');
  const form = usePlainForm(loadQuerySchema, { holderPhone: '', holderIdNumber: '' });
  const [policies, setPolicies] = useState<HolderPolicy[] | null>(null);
  const [viewing, setViewing] = useState<HolderPolicy | null>(null);
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';

  const submit = form.submit(async (values) => {
    try {
      setPolicies(await queryHolderPolicies(values));
    } catch {
      // The client has shown the server's message; the list says "nothing found".
      setPolicies([]);
    }
  });

  const download = (policy: HolderPolicy) => {
    // WeChat blocks file downloads: the pages are shown as images instead.
    if (inWeChat()) setViewing(policy);
    else window.location.assign(ePolicyUrl(policy, true));
  };

  return (
    <section className="page policy-query">
      <h1 className="page__title">{t('query.title')}</h1>
      <p className="page__intro">{t('query.intro')}</p>
      <form className="policy-query__form" onSubmit={submit} noValidate>
        <TextInput {...form.field('holderPhone')} label={t('query.phone')} type="tel" inputMode="tel" maxLength={16} autoComplete="tel" />
        <TextInput {...form.field('holderIdNumber')} label={t('query.idNumber')} maxLength={30} autoComplete="off" />
        <Button block color="primary" type="submit" loading={form.submitting}>
          {t('query.submit')}
        </Button>
      </form>

      {policies?.length === 0 ? <Empty description={t('query.none')} /> : null}
      {policies?.map((policy, index) => (
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
    </section>
  );
}
