import { Result, SpinLoading } from 'antd-mobile';
import { useTranslation } from '../../lib/translate';
import { useSearchParams } from 'react-router';
import { DEFAULT_LOOP_TIMES } from './pay-poller';
import { usePayPolling } from './use-pay-polling';

/** /result: where the cashier returns the payer and every pay mode lands; it polls until the payment is known. */
export function PayResultPage() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const policyId = params.get('policyId');
  const loopTimes = Number(params.get('loopTimes')) || DEFAULT_LOOP_TIMES;
  const attempt = usePayPolling(policyId, loopTimes);
  if (!policyId) return <Result status="warning" title={t('result.noOrder')} />;
  return (
    <Result
      icon={<SpinLoading color="primary" style={{ '--size': '48px' }} />}
      status="waiting"
      title={t('result.checking')}
      description={
        <>
          <p>{t('result.orderNo', { policyId })}</p>
          <p aria-live="polite">{t('result.attempt', { attempt, total: loopTimes })}</p>
        </>
      }
    />
  );
}
