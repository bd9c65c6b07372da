import type { PayStatusContent } from '../../../domain/api/payment';
import { PAY_CODES, STILL_PROCESSING } from '../../../domain/api/payment';

/** portal-spec 4 and 9: every 3 s, 20 tries by default. */
const POLL_INTERVAL_MS = 3_000;
export const DEFAULT_LOOP_TIMES = 20;

/** One answer of the status call, or `null` when it could not be asked (network, server error). */
export type PayStatusAnswer = { returnCode: string; returnMsg: string; content?: PayStatusContent } | null;

export type PollOutcome =
  | { kind: 'paid'; content: PayStatusContent }
  | { kind: 'waiting' }
  /** `final`: the order can never be paid (its people are covered already); any money taken goes back. */
  | { kind: 'failed'; errorTip?: string; final?: boolean };

interface PayPollerOptions {
  check: () => Promise<PayStatusAnswer>;
  onOutcome: (outcome: PollOutcome) => void;
  /** Called before each try with its number, for "checking (3/20)". */
  onTry?: (attempt: number) => void;
  intervalMs?: number;
  maxTries?: number;
}

/**
 * The single-policy payment poll: 00 paid, 1049 keep polling, tries exhausted -> waiting, any other code (or no
 * answer) stops as a failure with its message. Returns a function that stops polling.
 */
export function startPayPoller(options: PayPollerOptions): () => void {
  const intervalMs = options.intervalMs ?? POLL_INTERVAL_MS;
  const maxTries = options.maxTries ?? DEFAULT_LOOP_TIMES;
  let attempt = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const finish = (outcome: PollOutcome) => {
    stopped = true;
    options.onOutcome(outcome);
  };
  const tick = async () => {
    attempt += 1;
    options.onTry?.(attempt);
    let answer: PayStatusAnswer;
    try {
      answer = await options.check();
    } catch {
      answer = null;
    }
    if (stopped) return;
    // Without the server's reason the failure page says the spec's default in the page's language.
    if (answer === null) return finish({ kind: 'failed' });
    if (answer.returnCode === '00' && answer.content) return finish({ kind: 'paid', content: answer.content });
    if (answer.returnCode !== STILL_PROCESSING) {
      return finish({ kind: 'failed', ...(answer.returnMsg && { errorTip: answer.returnMsg }), ...(answer.returnCode === PAY_CODES.refused && { final: true }) });
    }
    if (attempt >= maxTries) return finish({ kind: 'waiting' });
    timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Where each outcome leads (portal-spec 2.2 and 4). */
export function outcomePath(outcome: PollOutcome, policyId: string): string {
  const query = new URLSearchParams({ policyId });
  if (outcome.kind === 'paid') {
    if (outcome.content.policyNo) query.set('policyNo', outcome.content.policyNo);
    return `/result-success?${query}`;
  }
  if (outcome.kind === 'waiting') return `/result-waiting?${query}`;
  return failurePath(policyId, outcome.errorTip, outcome.final);
}

/** /result-fail with the server's reason; a final refusal offers no new attempt. */
export function failurePath(policyId: string, errorTip?: string, final?: boolean): string {
  const query = new URLSearchParams({ policyId });
  if (errorTip) query.set('errorTip', errorTip);
  if (final) query.set('final', '1');
  return `/result-fail?${query}`;
}
