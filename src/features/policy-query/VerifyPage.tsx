import { useQuery } from '@tanstack/react-query';
import { Result, SpinLoading } from 'antd-mobile';
import { useTranslation } from '../../lib/translate';
import { useParams, useSearchParams } from 'react-router';
import { isVoided } from '../../../domain/rules/policy-standing';
import { PolicyStandingNote } from '../../components/policy-standing/PolicyStandingNote';
import { policyVerificationQuery } from './api/verify-policy';
import './policy-query.css';
import { ProblemBlock } from '../../components/ProblemBlock';

/** /verify/{policyNo}: the page the e-policy's QR code opens, saying whether the policy is genuine. */
export function VerifyPage() {
  const { t, lang } = useTranslation('policy');
  const policyNo = useParams().policyNo ?? '';
  const [search] = useSearchParams();
  const { data, isPending, isError } = useQuery(policyVerificationQuery(policyNo, search.get('t') ?? ''));
  if (isPending) return <SpinLoading color="primary" className="verify__spinner" />;
  if (isError || !data) return <ProblemBlock status="empty" title={t('verify.notFound')} description={policyNo} />;
  return (
    <section className="page">
      <Result
        status={isVoided(data.standing) ? 'error' : data.standing.state === 'expired' ? 'warning' : 'success'}
        title={t(`verify.title.${data.standing.state}`)}
        description={<PolicyStandingNote standing={data.standing} endDate={data.endDate} />}
      />
      <dl className="policy-card__fields">
        <dt>{t('fields.policyNo')}</dt>
        <dd>{data.policyNo}</dd>
        <dt>{t('fields.product')}</dt>
        <dd>{data.productName[lang]}</dd>
        <dt>{t('fields.insurer')}</dt>
        <dd>{data.insurerName[lang]}</dd>
        <dt>{t('fields.holder')}</dt>
        <dd>{data.holderName}</dd>
        <dt>{t('fields.insuredCount')}</dt>
        <dd>{data.insuredCount}</dd>
        <dt>{t('fields.effective')}</dt>
        <dd>{t('fields.startOfDay', { date: data.startDate })}</dd>
        <dt>{t('fields.expiry')}</dt>
        <dd>{t('fields.endOfDay', { date: data.endDate })}</dd>
      </dl>
    </section>
  );
}
