import { Button } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import type { HolderPolicy } from '../../../domain/api/policy';
import { queryHolderPolicies } from '../../lib/api/query-holder-policies';
import { PlainTextInput } from '../../lib/field-frame';
import { useHydrated } from '../../lib/prerendered';
import { usePlainForm } from '../../lib/plain-form';
import { useTranslation } from '../../lib/translate';
import './policy-query.css';

// The schema (and zod with it) loads at the first check of the form, not with the page; no react-hook-form either.
const loadQuerySchema = async () => (await import('../../../domain/api/policy')).holderPolicyQueryRequest;
// The results (cards, "none", the e-policy actions) load with the first query, beside its answer.
const loadResults = () => import('./PolicyResults');
const PolicyResults = lazy(async () => ({ default: (await loadResults()).PolicyResults }));

/** /astp/policyQuery: the policyholder's phone + certificate number list their policies and e-policies. */
export function PolicyQueryPage() {
  const { t } = useTranslation('policy');
  const form = usePlainForm(loadQuerySchema, { holderPhone: '', holderIdNumber: '' });
  const [policies, setPolicies] = useState<HolderPolicy[] | null>(null);
  // The server draws the form (decision 014): what is typed before the script runs stays (usePlainForm takes it
  // over), but the query needs the script, so the button waits for it.
  const hydrated = useHydrated();

  const submit = form.submit(async (values) => {
    void loadResults();
    try {
      setPolicies(await queryHolderPolicies(values));
    } catch {
      // The client has shown the server's message; the list says "nothing found".
      setPolicies([]);
    }
  });

  return (
    <section className="page policy-query">
      <h1 className="page__title">{t('query.title')}</h1>
      <p className="page__intro">{t('query.intro')}</p>
      <form className="policy-query__form" onSubmit={submit} noValidate>
        <PlainTextInput {...form.field('holderPhone')} label={t('query.phone')} type="tel" inputMode="tel" maxLength={16} autoComplete="tel" />
        <PlainTextInput {...form.field('holderIdNumber')} label={t('query.idNumber')} maxLength={30} autoComplete="off" />
        <Button block color="primary" type="submit" loading={form.submitting} disabled={!hydrated}>
          {t('query.submit')}
        </Button>
      </form>
      {policies ? (
        <Suspense fallback={null}>
          <PolicyResults policies={policies} />
        </Suspense>
      ) : null}
    </section>
  );
}
