import { useQuery } from '@tanstack/react-query';
import { Button, Card, ErrorBlock } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementCheck } from '../../../domain/api/statements';
import { formatYuan } from '../../../domain/money';
import { OpsAccessError, queryStatementChecks } from './api/query-statement-checks';
import './ops-statements.css';

const TOKEN_KEY = 'ops-token';
// The operators' token lives for the tab only: a shared phone or desk keeps nothing after it is closed.
const storage = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** /ops/statements: the daily reconciliation's differences by day and provider, for holders of the operators' token. */
export function StatementChecksPage() {
  const { t } = useTranslation('ops');
  const [token, setToken] = useState(() => storage()?.getItem(TOKEN_KEY) ?? '');
  const [date, setDate] = useState('');
  const checks = useQuery({
    queryKey: ['opsStatementChecks', token, date],
    queryFn: () => queryStatementChecks(token, date || undefined),
    enabled: token !== '',
    retry: false,
  });
  const reason = checks.error instanceof OpsAccessError ? checks.error.reason : checks.error ? 'failed' : undefined;

  const signIn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('token') ?? '').trim();
    if (!typed) return;
    storage()?.setItem(TOKEN_KEY, typed);
    setToken(typed);
  };
  const signOut = () => {
    storage()?.removeItem(TOKEN_KEY);
    setToken('');
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDate(String(new FormData(event.currentTarget).get('date') ?? ''));
  };

  const asksToken = token === '' || reason === 'token';
  return (
    <section className="page ops-statements">
      <h1 className="page__title">{t('statements.title')}</h1>
      <p className="page__intro">{t('statements.intro')}</p>
      {reason === 'token' ? <p role="alert" className="ops-statements__error">{t('statements.wrongToken')}</p> : null}
      {asksToken ? (
        <form className="ops-statements__form" onSubmit={signIn}>
          <label htmlFor="ops-token">{t('statements.token')}</label>
          <input id="ops-token" name="token" type="password" autoComplete="off" placeholder={t('statements.tokenHint')} />
          <Button color="primary" type="submit">
            {t('statements.open')}
          </Button>
        </form>
      ) : (
        <>
          <form className="ops-statements__form" onSubmit={search}>
            <label htmlFor="ops-date">{t('statements.date')}</label>
            <input id="ops-date" name="date" type="date" defaultValue={date} />
            <Button color="primary" type="submit" loading={checks.isFetching}>
              {t('statements.search')}
            </Button>
            <Button fill="none" onClick={signOut}>
              {t('statements.signOut')}
            </Button>
          </form>
          {reason === 'closed' || reason === 'failed' ? <ErrorBlock status="default" title={t(`statements.${reason}`)} description="" /> : null}
          {checks.data?.length === 0 ? <p>{t('statements.none')}</p> : null}
          {checks.data ? <CheckDays checks={checks.data} /> : null}
        </>
      )}
    </section>
  );
}

/** The checks grouped by bill date, newest first as the server lists them. */
function CheckDays({ checks }: { checks: StatementCheck[] }) {
  const days = [...new Set(checks.map((check) => check.billDate))];
  return days.map((day) => (
    <section key={day} className="ops-statements__day" aria-labelledby={`day-${day}`}>
      <h2 id={`day-${day}`}>{day}</h2>
      {checks
        .filter((check) => check.billDate === day)
        .map((check) => (
          <CheckCard key={check.provider} check={check} />
        ))}
    </section>
  ));
}

function CheckCard({ check }: { check: StatementCheck }) {
  const { t, i18n } = useTranslation('ops');
  const count = check.differences.length;
  const provider = i18n.exists(`statements.providers.${check.provider}`, { ns: 'ops' }) ? t(`statements.providers.${check.provider}`) : check.provider;
  const yuan = (fen: number | null) => (fen === null ? t('statements.absent') : formatYuan(fen));
  return (
    <Card
      className="ops-statements__check"
      title={<h3>{provider}</h3>}
      extra={<span className={count ? 'ops-statements__count--bad' : 'ops-statements__count--ok'}>{count ? t('statements.differences', { count }) : t('statements.clean')}</span>}
    >
      <p className="ops-statements__time">{t('statements.checkedAt', { time: new Date(check.checkedAt).toLocaleString(i18n.language) })}</p>
      {count ? (
        <table className="ops-statements__table" aria-label={provider}>
          <thead>
            <tr>
              <th scope="col">{t('statements.ref')}</th>
              <th scope="col">{t('statements.ours')}</th>
              <th scope="col">{t('statements.theirs')}</th>
              <th scope="col">{t('statements.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {check.differences.map((difference) => (
              <tr key={`${difference.kind}:${difference.ref}`}>
                <td>
                  {difference.ref}
                  <small> {t(`statements.kind.${difference.kind}`)}</small>
                </td>
                <td>{yuan(difference.oursFen)}</td>
                <td>{yuan(difference.theirsFen)}</td>
                <td>{t(`statements.problems.${difference.problem}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Card>
  );
}
