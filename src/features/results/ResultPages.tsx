import { useTranslation } from '../../lib/translate';
import { useSearchParams } from 'react-router';
import { ResultScreen } from './ResultScreen';

function Field({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation();
  if (!value) return null;
  return (
    <p>
      {label}
      {t('common:punctuation.colon')}
      <span className="result-page__field">{value}</span>
    </p>
  );
}

/** /result-success: paid; the policy number once issued, else when and how the e-policy arrives. */
export function ResultSuccessPage() {
  const { t } = useTranslation('results');
  const [params] = useSearchParams();
  const policyNo = params.get('policyNo');
  return (
    <ResultScreen status="success" title={t('paySuccess.title')} actions={[{ label: t('queryPolicy'), to: '/astp/policyQuery', primary: true }]}>
      <Field label={t('orderNo')} value={params.get('policyId')} />
      <Field label={t('policyNo')} value={policyNo} />
      <p>{policyNo ? t('paySuccess.issued') : t('paySuccess.issuing')}</p>
    </ResultScreen>
  );
}

/** /result-waiting: the tries ran out before the payment was confirmed. */
export function ResultWaitingPage() {
  const { t } = useTranslation('results');
  const [params] = useSearchParams();
  const policyId = params.get('policyId');
  return (
    <ResultScreen
      status="waiting"
      title={t('payWaiting.title')}
      actions={policyId ? [{ label: t('payWaiting.refresh'), to: `/result?${new URLSearchParams({ policyId })}`, primary: true }] : []}
    >
      <Field label={t('orderNo')} value={policyId} />
      <p>{t('payWaiting.description')}</p>
    </ResultScreen>
  );
}

/** /result-fail: the payment call or the payment failed; errorTip says why; `final`: the order cannot be paid again. */
export function ResultFailPage() {
  const { t } = useTranslation('results');
  const [params] = useSearchParams();
  const final = params.get('final') === '1';
  return (
    <ResultScreen status="error" title={t('payFail.title')} actions={final ? [] : [{ label: t('payFail.retry'), to: -1, primary: true }]}>
      <p>{params.get('errorTip') || t('payFail.defaultTip')}</p>
      <Field label={t('orderNo')} value={params.get('policyId')} />
      <p>{t(final ? 'payFail.finalHint' : 'payFail.hint')}</p>
    </ResultScreen>
  );
}

/** /success: an operation went through (e.g. documents submitted). */
export function SuccessPage() {
  const { t } = useTranslation('results');
  const [params] = useSearchParams();
  return (
    <ResultScreen status="success" title={params.get('title') || t('success.title')}>
      <p>{params.get('msg') || t('success.description')}</p>
    </ResultScreen>
  );
}

/** /insureSuccess: the application was accepted. */
export function InsureSuccessPage() {
  const { t } = useTranslation('results');
  const [params] = useSearchParams();
  return (
    <ResultScreen status="success" title={t('insureSuccess.title')} actions={[{ label: t('queryPolicy'), to: '/astp/policyQuery', primary: true }]}>
      <Field label={t('orderNo')} value={params.get('policyId')} />
      <p>{t('insureSuccess.description')}</p>
    </ResultScreen>
  );
}

/** /insureError: the application was refused or could not be sent. */
export function InsureErrorPage() {
  const { t } = useTranslation('results');
  const [params] = useSearchParams();
  return (
    <ResultScreen status="error" title={t('insureError.title')} actions={[{ label: t('back'), to: -1, primary: true }]}>
      <p>{params.get('errorTip') || params.get('msg') || t('insureError.description')}</p>
      <p>{t('insureError.hint')}</p>
    </ResultScreen>
  );
}
