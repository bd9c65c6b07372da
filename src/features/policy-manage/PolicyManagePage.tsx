import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../lib/translate';
import { Link, useSearchParams } from 'react-router';
import { type PolicyListItem, type PolicySearch, policySearch, policyStateFilter } from '../../../domain/api/policy-manage';
import { formatYuan } from '../../../domain/money';
import { TextField, useZodForm } from '../../lib/forms';
import { saveFile } from '../../lib/save-file';
import { useSignedIn } from '../../lib/session';
import { exportPolicies } from './api/export-policies';
import { policyListQuery } from './api/query-policy-list';
import { StandingTag } from './StandingTag';
import './policy-manage.css';
import { Facts, periodText } from '../../components/facts/Facts';

const STATES = ['all', ...policyStateFilter.options] as const;

/** Policy management: the principal's policies by search and standing, a page at a time, and their export. */
export function PolicyManagePage() {
  const { t } = useTranslation('servicing');
  const signedIn = useSignedIn();
  const [search, setSearch] = useState<PolicySearch>({});
  const [exporting, setExporting] = useState(false);
  const [params] = useSearchParams();
  const form = useZodForm(policySearch, { defaultValues: { policyNo: '', holderName: '', insuredName: '', productCode: '' } });
  const list = useInfiniteQuery({ ...policyListQuery(search), enabled: signedIn });
  const policies = list.data?.pages.flatMap((page) => page.list) ?? [];

  const applySearch = form.handleSubmit((values) => setSearch({ ...values, ...(search.state && { state: search.state }) }));
  const runExport = async () => {
    setExporting(true);
    try {
      saveFile(await exportPolicies(search), t('exportName'));
    } finally {
      setExporting(false);
    }
  };
  const carried = new URLSearchParams([...params].filter(([key]) => ['u', 'sign', 'p'].includes(key))).toString();

  return (
    <section className="policy-manage">
      <form className="policy-manage__search" onSubmit={(event) => void applySearch(event)} aria-label={t('search')}>
        <TextField control={form.control} name="policyNo" label={t('fields.policyNo')} />
        <TextField control={form.control} name="holderName" label={t('fields.holder')} />
        <TextField control={form.control} name="insuredName" label={t('fields.insured')} />
        <TextField control={form.control} name="productCode" label={t('fields.productCode')} />
        <div className="policy-manage__dates">
          {(['startFrom', 'startTo'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <label className="form-field">
                  <span className="form-field__label">{t(`fields.${name}`)}</span>
                  <input className="form-field__control" type="date" value={field.value ?? ''} onChange={(event) => field.onChange(event.target.value || undefined)} />
                  {fieldState.error ? <span className="form-field__error">{fieldState.error.message}</span> : null}
                </label>
              )}
            />
          ))}
        </div>
        <div className="policy-manage__buttons">
          <Button type="submit" color="primary" size="small">
            {t('search')}
          </Button>
          <Button size="small" loading={exporting} onClick={() => void runExport()}>
            {t('export')}
          </Button>
        </div>
      </form>
      <Tabs activeKey={search.state ?? 'all'} onChange={(key) => setSearch({ ...search, state: key === 'all' ? undefined : (key as PolicySearch['state']) })}>
        {STATES.map((state) => (
          <Tabs.Tab key={state} title={t(state === 'all' ? 'all' : `standing.${state}`)} />
        ))}
      </Tabs>
      {list.isSuccess && policies.length === 0 ? <Empty description={t('none')} /> : null}
      <ol className="policy-manage__list">
        {policies.map((policy) => (
          <PolicyCard key={policy.policyNo} policy={policy} carried={carried} />
        ))}
      </ol>
      {list.hasNextPage ? (
        <Button block fill="none" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('more')}
        </Button>
      ) : null}
    </section>
  );
}

function PolicyCard({ policy, carried }: { policy: PolicyListItem; carried: string }) {
  const { t, lang } = useTranslation('servicing');
  return (
    <li className="policy-card" data-testid="policy-card">
      <header className="policy-card__head">
        <strong>{policy.productName[lang]}</strong>
        <StandingTag standing={policy.standing} />
      </header>
      <Facts
        facts={[
          [t('fields.policyNo'), policy.policyNo],
          [t('fields.holder'), policy.holderName],
          [t('fields.insureds'), policy.insuredCount],
          [t('fields.period'), periodText(policy.startDate, policy.endDate)],
          [t('fields.premium'), formatYuan(policy.premiumFen)],
        ]}
      />
      <div className="policy-card__actions">
        <Link className="policy-card__action" to={`/policyInfo?policyId=${encodeURIComponent(policy.policyNo)}${carried ? `&${carried}` : ''}`}>
          {t('detail')}
        </Link>
      </div>
    </li>
  );
}
