import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchPayStatus } from './api/query-pay-status';
import { outcomePath, startPayPoller } from './pay-poller';

/** Polls the order's payment and leads to /result-success, /result-waiting or /result-fail; returns the try number. */
export function usePayPolling(policyId: string | null, loopTimes?: number): number {
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!policyId) return;
    return startPayPoller({
      check: () => fetchPayStatus(policyId),
      onTry: setAttempt,
      onOutcome: (outcome) => navigate(outcomePath(outcome, policyId), { replace: true }),
      ...(loopTimes && { maxTries: loopTimes }),
    });
  }, [policyId, loopTimes, navigate]);
  return attempt;
}
